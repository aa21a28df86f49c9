import { createContext, useContext } from "react";

/**
 * The site's stylesheet, written into the head of the page by the server (decision 092): the
 * first paint waits for no stylesheet request. Set around the server render only
 * (entry.server.tsx); in the browser the `<style>` element is already in the document, and React
 * keeps what the server wrote.
 */
export const PageStylesContext = createContext("");

export function PageStyles() {
  const styles = useContext(PageStylesContext);
  return (
    <style
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's CSS, not input.
      dangerouslySetInnerHTML={{ __html: styles }}
    />
  );
}
