import { type Lang, localizePath } from "../../../core/i18n.ts";
import { pagePath } from "../../../core/pages.ts";
import type { MailMessage } from "../mail/service.ts";

/**
 * The pages a mailed link opens, in the member's language (`/es/cuenta/verificar`, decision
 * 077). The token rides in the query so the page works without JavaScript (decision 024); that page
 * sends `Referrer-Policy: no-referrer` so it leaves no trace elsewhere (decision 071).
 */
export const ACCOUNT_LINK_PATHS = {
  verify: pagePath("verify-email"),
  reset: pagePath("reset-password"),
} as const;

export function accountLink(
  publicUrl: string,
  kind: keyof typeof ACCOUNT_LINK_PATHS,
  lang: Lang,
  token: string,
): string {
  return `${publicUrl}${localizePath(ACCOUNT_LINK_PATHS[kind], lang)}?token=${token}`;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** A member's name is theirs to choose: it reaches the HTML part as text, never as markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export type Letter = {
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
};

/** The opening line: by name only when there is one to use (see `letter`). */
const helloEn = (name: string) => (name ? `Hello ${name},` : "Hello,");
const holaEs = (name: string) => (name ? `Hola ${name}:` : "Hola:");

const LETTERS = {
  verify: {
    en: (site: string, name: string, url: string): Letter => ({
      subject: `Confirm your e-mail for ${site}`,
      paragraphs: [
        helloEn(name),
        `Welcome to ${site}. Please confirm this is your e-mail address to finish creating your account. The link works once, for 48 hours.`,
        "If you did not sign up, ignore this message: no account is opened without it.",
      ],
      link: { label: "Confirm my e-mail", url },
    }),
    es: (site: string, name: string, url: string): Letter => ({
      subject: `Confirma tu correo en ${site}`,
      paragraphs: [
        holaEs(name),
        `Te damos la bienvenida a ${site}. Confirma que esta es tu dirección de correo para terminar de crear tu cuenta. El enlace funciona una sola vez, durante 48 horas.`,
        "Si no te registraste, ignora este mensaje: sin él no se abre ninguna cuenta.",
      ],
      link: { label: "Confirmar mi correo", url },
    }),
  },
  signUpAttempt: {
    en: (site: string, name: string, url: string): Letter => ({
      subject: `Someone tried to sign up to ${site} with your e-mail`,
      paragraphs: [
        helloEn(name),
        `Someone, perhaps you, tried to create a ${site} account with this e-mail address, which already has one. Nothing was changed.`,
        "If it was you, log in with your password, or choose a new one here (the link works once, for one hour):",
      ],
      link: { label: "Choose a new password", url },
    }),
    es: (site: string, name: string, url: string): Letter => ({
      subject: `Alguien intentó registrarse en ${site} con tu correo`,
      paragraphs: [
        holaEs(name),
        `Alguien, quizá tú, intentó crear una cuenta de ${site} con esta dirección de correo, que ya tiene una. No se cambió nada.`,
        "Si fuiste tú, inicia sesión con tu contraseña o elige una nueva aquí (el enlace funciona una vez, durante una hora):",
      ],
      link: { label: "Elegir una contraseña nueva", url },
    }),
  },
  reset: {
    en: (site: string, name: string, url: string): Letter => ({
      subject: `Choose a new password for ${site}`,
      paragraphs: [
        helloEn(name),
        "We received a request to reset your password. The link works once, for one hour, and signs you out everywhere else.",
        "If you did not ask for it, ignore this message: your password stays as it is.",
      ],
      link: { label: "Choose a new password", url },
    }),
    es: (site: string, name: string, url: string): Letter => ({
      subject: `Elige una contraseña nueva para ${site}`,
      paragraphs: [
        holaEs(name),
        "Recibimos una solicitud para restablecer tu contraseña. El enlace funciona una vez, durante una hora, y cierra tu sesión en todos los demás dispositivos.",
        "Si no la pediste, ignora este mensaje: tu contraseña sigue igual.",
      ],
      link: { label: "Elegir una contraseña nueva", url },
    }),
  },
  passwordChanged: {
    en: (site: string, name: string): Letter => ({
      subject: `Your ${site} password was changed`,
      paragraphs: [
        helloEn(name),
        `The password of your ${site} account was just changed, and every other session was signed out.`,
        "If it was not you, choose a new password with “Forgot your password?” on the log-in page and write to us.",
      ],
    }),
    es: (site: string, name: string): Letter => ({
      subject: `Se cambió tu contraseña de ${site}`,
      paragraphs: [
        holaEs(name),
        `Se acaba de cambiar la contraseña de tu cuenta de ${site} y se cerraron todas las demás sesiones.`,
        "Si no fuiste tú, elige una contraseña nueva con «¿Olvidaste tu contraseña?» en la página de inicio de sesión y escríbenos.",
      ],
    }),
  },
} as const;

export type LetterKind = keyof typeof LETTERS;

/**
 * A letter to a member, in their language, as plain text and simple HTML. The name is whoever
 * signed up's to choose, and until the address is confirmed that may be anyone: a letter to an
 * unconfirmed address names no one, so a stranger can't put words of their own in its subject or
 * first line (decision 127).
 */
export function letter(
  kind: LetterKind,
  to: { email: string; firstName: string; lang: Lang; emailVerifiedAt: Date | null },
  site: string,
  url = "",
): MailMessage {
  const name = to.emailVerifiedAt ? to.firstName : "";
  return renderLetter(LETTERS[kind][to.lang](site, name, url), to, site);
}

/** A letter in plain text and simple HTML (the member's words escaped), signed by the site. */
export function renderLetter(
  { subject, paragraphs, link }: Letter,
  to: { email: string; lang: Lang },
  site: string,
): MailMessage {
  const text = [...paragraphs, ...(link ? [link.url] : []), `— ${site}`].join("\n\n");
  const html = [
    `<!doctype html><html lang="${to.lang}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>— ${escapeHtml(site)}</p></body></html>`,
  ].join("\n");
  return { to: to.email, subject, text: `${text}\n`, html };
}
