/**
 * The inbox's chime for a visitor's new message (issue 17): two short notes made with the Web
 * Audio API, no audio file. Browsers keep audio off until the page gets a gesture, so the audio
 * context is made (or resumed) on the first click or key press; before that the chime is silent.
 * Whether it sounds at all is the staff member's choice, kept in localStorage.
 */

const KEY = "marea-chat-sound";

export function soundWanted(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== "off";
  } catch {
    return true;
  }
}

export function rememberSound(on: boolean): void {
  try {
    window.localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // Storage refused (private mode): the choice lasts this page only.
  }
}

let context: AudioContext | null = null;
let listening = false;

/** Starts listening for the first gesture, which lets the page make sound from then on. */
export function armChime(): void {
  if (listening || typeof window === "undefined" || !("AudioContext" in window)) return;
  listening = true;
  const unlock = () => {
    try {
      context ??= new AudioContext();
      if (context.state === "suspended") void context.resume();
    } catch {
      return;
    }
    window.removeEventListener("pointerdown", unlock);
    window.removeEventListener("keydown", unlock);
  };
  window.addEventListener("pointerdown", unlock);
  window.addEventListener("keydown", unlock);
}

/** Two soft notes, a fifth apart, a tenth of a second each; nothing before a gesture. */
export function playChime(): void {
  if (context?.state !== "running" || !soundWanted()) return;
  const start = context.currentTime;
  for (const [i, frequency] of [660, 990].entries()) {
    const at = start + i * 0.12;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.11);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.12);
  }
}
