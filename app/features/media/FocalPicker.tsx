import { type KeyboardEvent, type MouseEvent, useState } from "react";
import { type FocalPoint, isFocalPoint } from "../../../core/media.ts";
import { needMessages, useT } from "../../i18n/index.ts";

needMessages("media");

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/**
 * The focal point of a photo: click the picture where its subject is, or move the point with
 * the arrow keys on it (Shift: ten at a time); the two numbers below are the same point, and
 * they are what the form sends, so the picker works without JavaScript too (type the numbers).
 */
export function FocalPicker({
  name,
  original,
  width,
  height,
  initial,
}: {
  name: string;
  original: string;
  width: number;
  height: number;
  initial: FocalPoint;
}) {
  const t = useT();
  const [focal, setFocal] = useState(initial);
  const set = (next: FocalPoint) => {
    const point = { x: clamp(next.x), y: clamp(next.y) };
    if (isFocalPoint(point)) setFocal(point);
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A key press that "clicks" the button has no position: the arrow keys move the point.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    set({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set({ x: focal.x + move[0], y: focal.y + move[1] });
  };
  return (
    <fieldset className="media-focal">
      <legend>{t("media.focal.heading")}</legend>
      <p id="media-focal-help">{t("media.focal.help")}</p>
      <button
        type="button"
        className="media-focal-picker"
        aria-label={t("media.focal.picker", { name, x: focal.x, y: focal.y })}
        aria-describedby="media-focal-help"
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <img src={original} width={width} height={height} alt="" />
        <span
          className="media-focal-mark"
          aria-hidden="true"
          style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
        />
      </button>
      <div className="media-focal-numbers">
        <label>
          {t("media.focal.x")}
          <input
            type="number"
            name="focalX"
            min={0}
            max={100}
            step={1}
            required
            value={focal.x}
            onChange={(event) => set({ x: Number(event.currentTarget.value), y: focal.y })}
          />
        </label>
        <label>
          {t("media.focal.y")}
          <input
            type="number"
            name="focalY"
            min={0}
            max={100}
            step={1}
            required
            value={focal.y}
            onChange={(event) => set({ x: focal.x, y: Number(event.currentTarget.value) })}
          />
        </label>
      </div>
    </fieldset>
  );
}
