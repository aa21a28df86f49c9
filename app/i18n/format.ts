/**
 * Fills a message: `{name}` inserts a value; `{n, plural, one {# story} other {# stories}}` picks a
 * form by the language's plural rules, with `#` standing for the number.
 */
export function formatMessage(
  message: string,
  lang: string,
  values: Record<string, string | number> = {},
): string {
  let result = "";
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf("{", i);
    if (open === -1) {
      result += message.slice(i);
      break;
    }
    result += message.slice(i, open);
    const close = matchingBrace(message, open);
    result += formatArgument(message.slice(open + 1, close), lang, values);
    i = close + 1;
  }
  return result;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in message: ${text}`);
}

function formatArgument(
  argument: string,
  lang: string,
  values: Record<string, string | number>,
): string {
  const [name = "", kind, ...rest] = argument.split(",");
  const value = values[name.trim()];
  if (kind?.trim() !== "plural") return value === undefined ? `{${argument}}` : String(value);
  const count = Number(value);
  const forms = parseForms(rest.join(","));
  const category = pluralRules(lang).select(count);
  const form = forms[`=${count}`] ?? forms[category] ?? forms.other ?? "";
  // Plain spaces, as app/lib/format.ts: server and browser ICU differ in them (hydration).
  const number = numberFormat(lang)
    .format(count)
    .replace(/[\u00A0\u2007\u2009\u202F]/g, " ");
  return form.replaceAll("#", number);
}

// Intl objects are costly to create and immutable: one of each per language.
function perLanguage<T>(create: (lang: string) => T): (lang: string) => T {
  const made = new Map<string, T>();
  return (lang) => {
    const cached = made.get(lang);
    if (cached !== undefined) return cached;
    const value = create(lang);
    made.set(lang, value);
    return value;
  };
}
const pluralRules = perLanguage((lang) => new Intl.PluralRules(lang));
const numberFormat = perLanguage((lang) => new Intl.NumberFormat(lang));

function parseForms(text: string): Record<string, string> {
  const forms: Record<string, string> = {};
  const pattern = /\s*(=?\w+)\s*\{/g;
  let match = pattern.exec(text);
  while (match) {
    const open = match.index + match[0].length - 1;
    const close = matchingBrace(text, open);
    forms[match[1] ?? "other"] = text.slice(open + 1, close);
    pattern.lastIndex = close + 1;
    match = pattern.exec(text);
  }
  return forms;
}
