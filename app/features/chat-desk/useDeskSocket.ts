import { useCallback, useEffect, useRef, useState } from "react";
import { useOutletContext } from "react-router";
import type { ChatInbox, ClientFrame, ServerFrame } from "../../../core/contract/chat.ts";
import {
  type InboxNews,
  type InboxState,
  inboxFrame,
  inboxState,
  titleWithUnread,
  unreadTotal,
} from "./desk-state.ts";
import { type DeskSocket, openDeskSocket } from "./socket.ts";
import { armChime, playChime } from "./sound.ts";

/** What the back office's layout lends its chat screens: the sidebar's live unread badge. */
export type ChatBadgeContext = { setChatUnread?: (unread: number | null) => void };

/**
 * A chat screen's live connection (issue 17): the socket, the inbox it keeps up to date (for
 * the list and the badge), the chime and the words for screen readers when a visitor writes.
 * `onFrame` gets every frame after the inbox has; `onOpen` runs after each hello (a screen
 * watches its conversation again). Without JavaScript none of this runs: the screens are the
 * server's.
 */
export function useDeskSocket(options: {
  inbox: ChatInbox | null;
  onFrame?: (frame: ServerFrame) => void;
  onOpen?: () => void;
  /** A visitor wrote in a conversation: said here unless the screen says it itself. */
  onVisitorMessage?: (news: NonNullable<InboxNews["visitorMessage"]>) => boolean;
}) {
  const initial = options.inbox;
  const [inbox, setInbox] = useState<InboxState>(() =>
    inboxState(initial?.conversations ?? [], initial?.online ?? false),
  );
  const [live, setLive] = useState(initial !== null);
  const [connected, setConnected] = useState(false);
  // Whether the socket was ever open: "Connecting…" before, "Reconnecting…" after a drop.
  const [wasConnected, setWasConnected] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const state = useRef(inbox);
  const socket = useRef<DeskSocket | null>(null);
  const handlers = useRef(options);
  handlers.current = options;
  const { setChatUnread } = useOutletContext<ChatBadgeContext | undefined>() ?? {};

  const apply = useCallback((frame: ServerFrame) => {
    const next = inboxFrame(state.current, frame);
    state.current = next.state;
    setInbox(next.state);
    if (frame.t === "inbox") setLive(true);
    return next.news;
  }, []);

  useEffect(() => {
    armChime();
    const opened = openDeskSocket({
      onFrame: (frame) => {
        const news = apply(frame);
        if (news.visitorMessage) {
          playChime();
          const said = handlers.current.onVisitorMessage?.(news.visitorMessage) ?? false;
          if (!said) setAnnouncement(`${news.visitorMessage.name}: ${news.visitorMessage.body}`);
        }
        handlers.current.onFrame?.(frame);
      },
      onOpen: () => handlers.current.onOpen?.(),
      onStatus: (up) => {
        setConnected(up);
        if (up) setWasConnected(true);
      },
    });
    socket.current = opened;
    return () => {
      opened.close();
      socket.current = null;
    };
  }, [apply]);

  const unread = live ? unreadTotal(inbox) : null;

  // The sidebar's badge and the tab's title follow the live count.
  useEffect(() => {
    if (unread === null) return;
    setChatUnread?.(unread);
    document.title = titleWithUnread(document.title, unread);
  }, [unread, setChatUnread]);
  useEffect(
    () => () => {
      document.title = titleWithUnread(document.title, 0);
      setChatUnread?.(null);
    },
    [setChatUnread],
  );

  const send = useCallback((frame: ClientFrame) => socket.current?.send(frame) ?? false, []);

  return { inbox, connected, wasConnected, announcement, send, apply, unread };
}
