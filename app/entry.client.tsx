import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { messagesReady, needMessages } from "./i18n/index.ts";
import { hydrationReady } from "./lib/hydration.ts";

// The page's route modules have asked for their message groups and any code the page needs as
// they loaded (the framework imports them before this entry); the layout's strings are every
// page's. React takes over once all of it is here (app/i18n/index.ts, app/lib/hydration.ts);
// the code comes first, since it may ask for more strings.
needMessages("common");
await hydrationReady();
await messagesReady();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
