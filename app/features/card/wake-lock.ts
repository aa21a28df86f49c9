/**
 * Keeps the screen on while the member's card is shown, where the browser allows it (the Screen
 * Wake Lock API): at a counter the phone must not dim while staff scan the QR code. The lock is
 * let go when the page is hidden (the browser does so too) and asked for again when it is shown;
 * a browser without the API, or one that refuses (battery saver, no permission), leaves the
 * screen to sleep as usual, silently (docs/decisions/140). Returns the function that stops it.
 */
export function keepScreenAwake(): () => void {
  if (typeof navigator === "undefined" || !("wakeLock" in navigator)) return () => {};
  let lock: WakeLockSentinel | null = null;
  let asking = false;
  let stopped = false;
  const release = () => {
    const held = lock;
    lock = null;
    held?.release().catch(() => {});
  };
  const request = () => {
    if (stopped || asking || lock || document.visibilityState !== "visible") return;
    asking = true;
    navigator.wakeLock.request("screen").then(
      (sentinel) => {
        asking = false;
        if (stopped || document.visibilityState !== "visible") {
          sentinel.release().catch(() => {});
          return;
        }
        lock = sentinel;
        sentinel.addEventListener("release", () => {
          if (lock === sentinel) lock = null;
        });
      },
      () => {
        // Refused: nothing to hold, and nothing to tell the member.
        asking = false;
      },
    );
  };
  const onVisibility = () => {
    if (document.visibilityState === "visible") request();
    else release();
  };
  document.addEventListener("visibilitychange", onVisibility);
  request();
  return () => {
    stopped = true;
    document.removeEventListener("visibilitychange", onVisibility);
    release();
  };
}
