// The visitor stylesheet as text, for the head of every page (decision 092). `?inline` makes
// Vite (and Tailwind) build the same CSS as before into the server bundle as a string; the
// browser bundle never imports this module, so no page carries it twice.
import styles from "../app.css?inline";

export const pageStyles: string = styles;
