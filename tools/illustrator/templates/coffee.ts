// Coffee and chocolate tasting, seen from above: cups on a tray or clay mugs, a scatter of
// roasted beans, cacao pods split open, squares of chocolate and a wooden molinillo.

import { jarrito } from "../drinks.ts";
import { lime } from "../food.ts";
import { P } from "../geom.ts";
import { tone } from "../mood.ts";
import { between, type Canvas, pick, type Rng } from "../svg.ts";
import { type Hints, mirrored, when } from "./hints.ts";

function pod(c: Canvas, x: number, y: number, a: number, shell: string): void {
  c.group({ transform: `rotate(${a} ${x} ${y})` }, () => {
    c.ellipse(x, y, 220, 110, shell);
    c.ellipse(x, y, 190, 86, "#f4e6cc");
    for (let i = 0; i < 6; i++) c.ellipse(x - 130 + i * 52, y, 24, 34, "#e8d0b0");
  });
}

function table(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning midday");
  c.rect(0, 0, 1600, 1200, tone(pick(r, ["#8a5a36", "#a8744a", "#6a4a30"]), m, 0.5));
  for (let y = 0; y < 1200; y += 150) c.rect(0, y, 1600, 5, "#000000", { opacity: 0.15 });
  const tray = r() < 0.5;
  if (tray) {
    c.rect(180, 200, 700, 500, tone("#f4efe6", m, 0.5), { rx: 12 });
    for (const [x, y] of P("380,380 680,380 380,560 680,560")) {
      c.circle(x, y, 90, tone("#f4efe6", m, 0.5));
      c.circle(x, y, 80, "#e8e0d0");
      c.circle(x, y, 66, pick(r, ["#4a2a18", "#6a3a20", "#3a1a10"]));
    }
  } else {
    for (const [x, y] of P("330,420 620,520"))
      jarrito(c, x, y, 240, tone("#b5643a", m, 0.5), tone(pick(r, ["#3f7a4e", "#2f5fa8"]), m, 0.5));
    c.rect(760, 300, 40, 300, "#8a6a4a", { rx: 16, transform: "rotate(30 780 450)" });
    c.circle(700, 330, 50, "#8a6a4a");
  }
  let beans = "";
  for (let i = 0; i < 70; i++)
    beans += `M${between(r, 900, 1500).toFixed(0)},${between(r, 150, 600).toFixed(0)}m-14,0a14,10 0 1 0 28,0a14,10 0 1 0 -28,0Z`;
  c.path(beans, "#4a2a18");
  const pods = pick(r, [1, 2]);
  for (let i = 0; i < pods; i++)
    pod(
      c,
      pods === 1 ? 700 : 500 + i * 500,
      900 + i * between(r, -40, 40),
      between(r, -25, 25),
      pick(r, ["#b8602a", "#c8a03a", "#8a3a2a"]),
    );
  for (let i = 0; i < 4; i++)
    c.rect(1220 + (i % 2) * 120, 840 + Math.floor(i / 2) * 110, 100, 90, "#3a1a10", { rx: 6 });
  if (r() < 0.5) lime(c, 260, 1100, 60);
  const cups = tray ? "a tray of coffee cups" : "clay mugs of hot chocolate and a wooden molinillo";
  return `A coffee and chocolate tasting ${m.phrase}: ${cups}, a scatter of roasted beans and ${pods === 1 ? "a cacao pod" : "cacao pods"} split open on a wooden table.`;
}

export const coffeeCacao = mirrored(table);
