import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLang } from "../core/i18n.ts";
import { loadMessages } from "./i18n/index.ts";

// The page's language decides which catalogue loads (app/i18n/index.ts); then React takes over.
const lang = document.documentElement.lang;
await loadMessages(isLang(lang) ? lang : "en");
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
