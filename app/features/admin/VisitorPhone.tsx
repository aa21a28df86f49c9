import { phoneView } from "../../../core/phone.ts";

/**
 * A visitor's phone as staff see it (decision 135): in international format, a call by `tel:`
 * in E.164 and a chat by WhatsApp. A number stored before has no country, so no WhatsApp link.
 */
export function VisitorPhone({ phone }: { phone: string }) {
  const view = phoneView(phone);
  return (
    <>
      <a href={view.tel}>{view.text}</a>
      {view.whatsapp ? (
        <>
          {" · "}
          <a href={view.whatsapp} rel="noreferrer">
            WhatsApp
          </a>
        </>
      ) : null}
    </>
  );
}
