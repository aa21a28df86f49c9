// Sea activities below and at the surface: snorkellers over a reef in a split view above
// and below the waterline, and humpback whales diving or breaching beside a boat.

import { breach, whaleTail } from "../animals.ts";
import { crewedPanga, pangaColours } from "../boats.ts";
import { fish, turtle } from "../critters.ts";
import { blob, leaf, mix } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { snorkeller } from "../people.ts";
import { catamaran } from "../rides.ts";
import { granite, losArcos, rockIsland } from "../rocks.ts";
import { birds } from "../sky.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { splash } from "../water.ts";
import { type Hints, hills, when } from "./hints.ts";

export function snorkel(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday midday");
  const wl = 420;
  bay(c, r, m, 300, { hills: hills(h, 0.4), bottom: wl });
  const arcos = /arcos/.test(h.words);
  const islands = !arcos && (/marietas|punta|island/.test(h.words) || h.zone === "punta-de-mita");
  const look = {
    lit: tone("#c8b49a", m),
    shade: tone("#8a7a6a", m),
    top: tone("#6a9a4a", m),
    guano: "#f1ece2",
  };
  if (islands)
    for (const [x, w, a] of [
      [1100, 360, 0.5],
      [1380, 180, -1],
    ] as const)
      rockIsland(c, r, x, 330, w, w * 0.3, look, a > 0 ? a : undefined);
  if (arcos)
    losArcos(
      c,
      r,
      1100,
      330,
      130,
      { ...granite, lit: tone(granite.lit, m), shade: tone(granite.shade, m) },
      0,
    );
  c.rect(0, wl, 1600, 780, c.lin(S("0 #3fc3c9, 0.5 #1f8fb0, 1 #17577e")));
  for (let i = 0; i < 5; i++) {
    const x = between(r, 0, 1600);
    c.path(`M${x},${wl}L${x + 80},${wl}L${x + 300},1200H${x + 140}Z`, "#e8fbff", { opacity: 0.08 });
  }
  c.path(`M0,1080Q400,1020 800,1060T1600,1040V1200H0Z`, "#e6d6a8");
  const coral = ["#f47a6a", "#f2b632", "#b05aa8", "#e8607a", "#6ac0a0"];
  for (let i = 0; i < 9; i++)
    c.path(
      blob(
        r,
        between(r, 40, 1560),
        between(r, 1040, 1120),
        between(r, 50, 110),
        between(r, 40, 80),
        0.3,
      ),
      pick(r, coral),
    );
  for (let i = 0; i < 5; i++) {
    const x = between(r, 80, 1520);
    for (let k = 0; k < 5; k++)
      c.path(
        leaf([x, 1080], [x + (k - 2) * 40, 930 - r() * 60], 14, 10),
        pick(r, ["#f47a6a", "#b05aa8", "#6ac0a0"]),
      );
  }
  const school = pick(r, [
    ["#f2d23a", "#1a1a20"],
    ["#3b8fd8", "#f2d23a"],
    ["#f47a1f", "#ffffff"],
  ]);
  const sx = between(r, 300, 1200);
  const dir = r() < 0.5 ? 1 : -1;
  for (let i = 0; i < 14; i++)
    fish(
      c,
      sx + between(r, -220, 220),
      between(r, 620, 860),
      between(r, 16, 24),
      school[0] ?? "#f2d23a",
      school[1] ?? "#1a1a20",
      dir,
    );
  const withTurtle = r() < 0.5;
  if (withTurtle)
    turtle(
      c,
      between(r, 300, 1300),
      between(r, 880, 960),
      90,
      "#6a5a3a",
      "#8a9a6a",
      r() < 0.5 ? 1 : -1,
    );
  const n = pick(r, [1, 2]);
  for (let i = 0; i < n; i++)
    snorkeller(
      c,
      300 + i * 600 + between(r, 0, 200),
      wl,
      380 - i * 60,
      "#3a2a22",
      pick(r, ["#2a4a7a", "#1a1a20", "#e0523a"]),
      pick(r, ["#f2b632", "#2a9d8f", "#f47a1f"]),
      "#dff6f8",
    );
  c.rect(0, wl - 3, 1600, 6, "#ffffff", { opacity: 0.5 });
  return `${n === 1 ? "A snorkeller floats" : "Two snorkellers float"} at the surface ${m.phrase} above a reef of corals and a school of fish${withTurtle ? ", a sea turtle gliding below" : ""}${islands ? ", rocky islands above the waterline" : ""}${arcos ? ", the granite arches of Los Arcos above the waterline" : ""}.`;
}

export function whales(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden sunset");
  const hz = 600;
  bay(c, r, m, hz, { hills: hills(h, 0.9), profile: (t) => 1.1 - t * 0.6 });
  const jump = r() < 0.5;
  const x = between(r, 600, 1000);
  if (jump) {
    breach(c, x - 200, 900, 520, between(r, 45, 65), tone("#2a3644", m), tone("#e6ecef", m));
    splash(c, r, x - 120, 920, 360, 200, "#eaf8fb", "#bfe4ee");
  } else {
    whaleTail(c, x, 880, 300, tone("#23313f", m), tone("#e9eef1", m));
    splash(c, r, x, 890, 200, 140, "#eaf8fb", "#bfe4ee");
  }
  const bx = x < 800 ? 1250 : 350;
  const dir = bx > 800 ? -1 : 1;
  const cat = r() < 0.4;
  if (cat)
    catamaran(
      c,
      bx,
      hz + 120,
      300,
      tone("#f7f7f2", m),
      tone("#ffffff", m),
      ["#f47a1f", "#f2b632", "#e0523a", "#2a9d8f", "#f47a1f"],
      dir,
    );
  else {
    const [hull, stripe] = pick(r, pangaColours);
    crewedPanga(c, bx, hz + 90, 240, tone(hull, m), tone(stripe, m), dir, m.ink);
  }
  birds(c, r, 3, 900, 200, 1300, 320, mix(m.ink, "#ffffff", 0.2));
  const whale = jump
    ? "A humpback whale breaches clear of the water"
    : "A humpback whale lifts its tail fluke as it dives";
  return `${whale} ${m.phrase}, watched by a ${cat ? "catamaran" : "small boat"} of whale watchers on Banderas Bay.`;
}
