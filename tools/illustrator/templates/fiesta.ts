// Festival processions: pilgrims with candles and flowers crossing the plaza to the crowned
// Guadalupe church at dusk, and a civic parade with flags down a street of painted houses.

import { drummer } from "../band.ts";
import { village } from "../built.ts";
import { bunting, flag, flames, specks } from "../festive.ts";
import { leaf, mix, P } from "../geom.ts";
import { sierra } from "../land.ts";
import { crownTower } from "../landmarks.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { flagstones } from "../plaza.ts";
import { sky, stars } from "../sky.ts";
import { horseback } from "../sport.ts";
import { trumpeter } from "../stage.ts";
import { stamper } from "../stamp.ts";
import { between, type Canvas, f, type Pt, pick, type Rng, S } from "../svg.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";
import { crowd } from "./live-music.ts";
import { flags, walls } from "./town.ts";

const tricolour = ["#1f7a45", "#f4f1ea", "#c8242e"];

/** The Virgin of Guadalupe as borne in procession: rays of gold, a starry teal mantle, roses. */
function image(c: Canvas, r: Rng, x: number, y: number, s: number): void {
  let rays = "";
  for (let i = 0; i < 30; i++) {
    const a = (i / 30) * Math.PI * 2;
    const k = i % 2 ? 1 : 0.82;
    rays += `M${f(x)},${f(y)}L${f(x + Math.cos(a) * s * 0.42 * k)},${f(y + Math.sin(a) * s * 0.62 * k)}`;
  }
  c.ellipse(x, y, s * 0.46, s * 0.68, "#f2c14e", { opacity: 0.35 });
  c.path(rays, "none", { stroke: "#f2c14e", "stroke-width": s * 0.035 });
  c.path(
    `M${f(x)},${f(y - s * 0.5)}Q${f(x + s * 0.3)},${f(y - s * 0.2)} ${f(x + s * 0.2)},${f(y + s * 0.5)}H${f(x - s * 0.2)}Q${f(x - s * 0.3)},${f(y - s * 0.2)} ${f(x)},${f(y - s * 0.5)}Z`,
    "#2a8a7a",
  );
  c.path(
    `M${f(x - s * 0.08)},${f(y - s * 0.3)}Q${f(x)},${f(y - s * 0.36)} ${f(x + s * 0.08)},${f(y - s * 0.3)}L${f(x + s * 0.12)},${f(y + s * 0.48)}H${f(x - s * 0.12)}Z`,
    "#e07a6a",
  );
  c.circle(x, y - s * 0.36, s * 0.07, "#c98a6a");
  const stars0: Pt[] = [];
  for (let i = 0; i < 8; i++)
    stars0.push([x + (i % 2 ? 1 : -1) * s * between(r, 0.12, 0.2), y - s * 0.2 + i * s * 0.08]);
  specks(c, stars0, s * 0.018, "#f2c14e");
  c.path(
    `M${f(x - s * 0.24)},${f(y + s * 0.5)}Q${f(x)},${f(y + s * 0.64)} ${f(x + s * 0.24)},${f(y + s * 0.5)}Z`,
    "#3a2a30",
  );
}

/** A concheros dancer: plumed headdress, fringed skirt, arms flung out mid-step. */
function dancer(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  h: number,
  ink: string,
  plume: string[],
): void {
  const head: Pt = [x, y - h * 0.92];
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i / 8 - 0.5) * 2.2;
    c.path(
      leaf(head, [head[0] + Math.cos(a) * h * 0.32, head[1] + Math.sin(a) * h * 0.36], h * 0.035),
      pick(r, plume),
    );
  }
  walker(c, x, y, h, ink, 0.9);
  let skirt = `M${f(x - h * 0.11)},${f(y - h * 0.52)}H${f(x + h * 0.12)}`;
  for (let i = 0; i <= 8; i++)
    skirt += `L${f(x + h * (0.17 - i * 0.042))},${f(y - h * (i % 2 ? 0.3 : 0.26))}`;
  c.path(`${skirt}Z`, pick(r, plume));
  c.line(
    [
      [x - h * 0.05, y - h * 0.78],
      [x - h * 0.26, y - h * 0.86],
      [x - h * 0.36, y - h * 0.98],
    ],
    ink,
    h * 0.05,
  );
}

function processionScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "dusk dusk night sunset");
  const hz = 720;
  sky(c, S(m.sky), hz + 10);
  if (m.key === "night" || m.key === "dusk") stars(c, r, 40, hz * 0.6);
  sierra(
    c,
    r,
    hz,
    [hills(h, 0.9), hills(h, 0.6)],
    m.hill,
    m.haze,
    (t) => 0.4 + Math.abs(t - 0.5) * 1.4,
    hz + 10,
  );
  const tx = 800;
  const wall = tone(pick(r, ["#f1e4d2", "#efe0c8", "#e9d4bc"]), m);
  const brick = tone(pick(r, ["#b8573a", "#a8483a", "#c4683e"]), m);
  const houses = walls.map((w) => tone(mix(w, m.haze, 0.3), m));
  village(c, r, -20, 560, hz, 120, 200, houses);
  village(c, r, 1040, 1640, hz, 120, 200, houses);
  if (m.lit) c.circle(tx, hz - 420, 260, c.rad(S("0 #ffe3a6 0.45, 1 #ffe3a6 0")));
  // The church: a brick-red front with a lit doorway under the crowned tower.
  const front = 170;
  c.rect(tx - 240, hz - front, 480, front, wall);
  c.rect(tx - 240, hz - front, 480, 22, brick);
  c.rect(tx - 240, hz - 30, 480, 30, brick);
  for (const dx of [-180, 180]) c.rect(tx + dx - 20, hz - front + 10, 40, front - 40, brick);
  c.path(
    `M${tx - 56},${hz}V${hz - 100}A56,56 0 0 1 ${tx + 56},${hz - 100}V${hz}Z`,
    m.lit ? "#ffcf7a" : tone("#5a3a2a", m),
  );
  crownTower(
    c,
    tx,
    hz - front,
    84,
    wall,
    tone("#d3bba2", m),
    m.lit ? "#ffcf7a" : tone("#5a4a5a", m),
    tone("#f8ecd6", m),
  );
  // The plaza, paved, and papel picado in the Virgin's white and blue.
  c.rect(0, hz, 1600, 1200 - hz, tone("#8a7a72", m));
  flagstones(c, 1200, hz, tx, tone("#6e6058", m), 11, 160);
  const blueWhite = r() < 0.6;
  const paper = blueWhite ? ["#f4f1ea", "#3b6fb6", "#8fc1d4"] : flags;
  bunting(c, [-20, 20], [1620, 30], 40, paper, 70);
  // Pilgrims fill the plaza in rows, smaller towards the church; each holds a candle.
  const glow = c.rad(S("0 #ffd98a 0.55, 0.4 #ffc46a 0.2, 1 #ffc46a 0"));
  const rows = 6;
  const litter = Math.floor(between(r, 2, 4));
  const carried = r() < 0.7;
  const blooms = ["#f4f1ea", "#e0303a", "#f2a0b8"];
  // Pilgrims are stamped: four figures drawn once (dress or trousers, candle or bouquet).
  const stamp = stamper(c);
  const pilgrim = (dress: boolean, candle: boolean) => () => {
    walker(c, 0, 0, 100, m.ink, candle ? 0.2 : -0.2, dress);
    if (candle) {
      c.line(P("4,-78 12,-62 16,-56"), m.ink, 6);
      c.line(P("16,-50 16,-70"), "#f8f2e0", 4);
    }
  };
  for (let i = 0; i < rows; i++) {
    const t = i / (rows - 1);
    const y = hz + 50 + t ** 1.4 * (1170 - hz - 50);
    const hh = 90 + t * 260;
    const spread = 260 + t * 900;
    const n = 3 + Math.round(t * 2);
    const tips: Pt[] = [];
    const bunches: Pt[][] = blooms.map(() => []);
    c.group({ opacity: f(0.55 + t * 0.45) }, () => {
      for (let j = 0; j < n; j++) {
        const x = tx - spread / 2 + (spread * (j + between(r, 0.3, 0.7))) / n;
        const dress = r() < 0.5;
        const candle = r() < 0.7;
        stamp(`p${+dress}${+candle}`, pilgrim(dress, candle), x, y, hh / 100);
        if (candle) tips.push([x + hh * 0.16, y - hh * 0.74]);
        else {
          const k = Math.floor(r() * blooms.length);
          for (let b = 0; b < 6; b++)
            bunches[k]?.push([
              x - hh * 0.12 + between(r, -1, 1) * hh * 0.06,
              y - hh * 0.66 + between(r, -1, 1) * hh * 0.06,
            ]);
        }
      }
    });
    bunches.forEach((list, k) => {
      specks(c, list, hh * 0.04, tone(blooms[k] ?? "#f4f1ea", m, 0.5));
    });
    if (tips.length) flames(c, tips, Math.max(4, hh * 0.03), m.lit ? glow : false);
    if (carried && i === litter) {
      for (const bx of [tx - hh * 0.5, tx + hh * 0.5])
        stamp("p01", pilgrim(false, true), bx, y + 6, hh / 100);
      c.rect(tx - hh * 0.75, y - hh * 0.98, hh * 1.5, hh * 0.06, tone("#7a5236", m));
      c.rect(tx - hh * 0.4, y - hh * 1.04, hh * 0.8, hh * 0.08, tone("#c9a04a", m));
      image(c, r, tx, y - hh * 1.5, hh * 0.85);
      const roses: Pt[] = [];
      for (let b = 0; b < 16; b++)
        roses.push([tx + between(r, -0.38, 0.38) * hh, y - hh * between(r, 1.02, 1.1)]);
      specks(c, roses, hh * 0.03, "#e0303a");
    }
  }
  const dancers = r() < 0.5;
  if (dancers)
    for (const dx of [-560, 560])
      dancer(c, r, tx + dx, 1150, 330, m.ink, ["#e0523a", "#f2b632", "#2a9d8f", "#f4f1ea"]);
  return `Pilgrims carrying candles and bouquets of roses across the plaza to the crowned tower of the Guadalupe church ${m.phrase}${carried ? ", an image of the Virgin borne on their shoulders" : ""}${dancers ? ", plumed dancers in front" : ""}, ${blueWhite ? "white and blue" : "bright"} papel picado strung overhead.`;
}

function paradeScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday midday golden");
  const base = 700;
  sky(c, S(m.sky), base);
  village(
    c,
    r,
    -20,
    1640,
    base,
    300,
    440,
    walls.map((w) => tone(w, m)),
  );
  for (let i = 0; i < 4; i++)
    flag(c, 160 + i * 420 + between(r, -40, 40), base - 330, 90, 60, 8, 6, 1);
  bunting(c, [-20, 40], [1620, 60], 40, tricolour, 80);
  c.rect(0, base, 1600, 40, tone("#d8cbb4", m));
  c.rect(0, base + 40, 1600, 500, tone("#9a8e84", m));
  flagstones(c, 1200, base + 40, 800, tone("#7a7068", m), 9, 130);
  const ink = tone(pick(r, ["#1f2a4a", "#2a2430", "#3a2a2a"]), m);
  const dir = r() < 0.5 ? 1 : -1;
  const x0 = dir > 0 ? 1240 : 360;
  const y = 960;
  // The colour guard leads: a flag bearer flanked by two escorts.
  walker(c, x0 - dir * 90, y - 30, 330, ink, 0.6 * dir);
  walker(c, x0 + dir * 90, y + 20, 340, ink, -0.6 * dir);
  walker(c, x0, y, 350, ink, 0.5 * dir);
  flag(c, x0 + dir * 40, y - 580, 240, 160, 400, 16, -dir);
  c.line(
    [
      [x0 + dir * 8, y - 270],
      [x0 + dir * 30, y - 230],
      [x0 + dir * 40, y - 250],
    ],
    ink,
    20,
  );
  const band = pick(r, ["band", "riders", "children"] as const);
  const shell = pick(r, ["#c8242e", "#f4f1ea", "#1f7a45"]);
  for (let i = 0; i < 4; i++) {
    const x = x0 - dir * (300 + i * 240);
    const yy = y + (i % 2) * 40 - 20;
    if (band === "band") {
      if (i % 2) trumpeter(c, x, yy, 320, ink, "#e8c46a");
      else drummer(c, x, yy, 320, ink, shell, 0.5);
    } else if (band === "riders") {
      if (i < 3)
        horseback(
          c,
          x0 - dir * (380 + i * 360),
          yy + 10,
          260,
          tone(pick(r, ["#7a4a2a", "#3a2a22", "#c8a070"]), m),
          ink,
          dir,
        );
    } else {
      for (const dx of [-40, 50]) {
        walker(c, x + dx, yy + (dx > 0 ? 30 : 0), 210, ink, 0.5, dx < 0);
        flag(c, x + dx + 40, yy - 250, 46, 30, 110, 3, dir);
      }
    }
  }
  const people = tone(mix(m.ink, "#5a6a7a", 0.3), m);
  crowd(c, r, -60, 1660, 1140, 80, people);
  for (let i = 0; i < 5; i++)
    flag(c, between(r, 80, 1520), between(r, 1000, 1040), 50, 34, 110, 4, 1);
  const who = {
    band: "a drum-and-bugle band marching behind",
    riders: "riders on horseback following",
    children: "schoolchildren waving little flags behind",
  }[band];
  return `A civic parade down a street of painted houses ${m.phrase}: a colour guard carrying the Mexican flag, ${who}, green, white and red papel picado overhead and a crowd with flags along the way.`;
}

export const procession = mirrored(processionScene);
export const parade = paradeScene;
