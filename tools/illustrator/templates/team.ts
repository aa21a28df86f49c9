// Team portraits (team.json): a friendly flat head-and-shoulders bust for each person, facing
// us in the middle of the central 1200 x 1200 square (the site crops them to circles), over
// a soft backdrop of the bay, palms, leaves or a sunset. The six known people each have their
// own look (skin, hair, glasses, earrings, shirt); anyone new gets one drawn from the seed.

import { leaf, mix, P } from "../geom.ts";
import { definePalm, palmAt } from "../palms.ts";
import { cloud } from "../sky.ts";
import { type Canvas, f, pick, type Rng, S } from "../svg.ts";
import type { Draw } from "./hints.ts";

type Hair = "long" | "bob" | "braid" | "bun" | "short" | "curly";
type Backdrop = "bay" | "palm" | "sunset" | "leaves" | "noon" | "dawn";

type Look = {
  skin: string;
  hair: string;
  style: Hair;
  shirt: string;
  /** Neckline and trim. */
  trim: string;
  collar: "blouse" | "guayabera" | "vee" | "round" | "polo" | "stripes";
  glasses?: string;
  earrings?: "hoops" | "studs" | "drops";
  beard?: "moustache" | "full";
  flower?: string;
  necklace?: string[];
  backdrop: Backdrop;
  /** How the title describes them. */
  who: string;
};

const looks: Record<string, Look> = {
  lupita: {
    skin: "#c98b5e",
    hair: "#2a1a14",
    style: "long",
    shirt: "#0f6478",
    trim: "#f2a541",
    collar: "blouse",
    earrings: "hoops",
    flower: "#e2435a",
    backdrop: "bay",
    who: "a woman with long dark wavy hair, a red flower behind her ear, gold hoop earrings and an embroidered teal blouse",
  },
  chema: {
    skin: "#d9a27a",
    hair: "#1c1410",
    style: "short",
    shirt: "#f7f4ee",
    trim: "#dcd6c8",
    collar: "guayabera",
    glasses: "#2a2a30",
    beard: "moustache",
    backdrop: "palm",
    who: "a man with short black hair, a moustache and dark-rimmed glasses, in a white guayabera shirt",
  },
  fer: {
    skin: "#f0c8a6",
    hair: "#a4482a",
    style: "bob",
    shirt: "#e86a4a",
    trim: "#c24e32",
    collar: "vee",
    earrings: "studs",
    necklace: ["#f2c21b"],
    backdrop: "sunset",
    who: "a woman with an auburn bob and a fringe, pearl stud earrings and a coral top",
  },
  rocio: {
    skin: "#8a5636",
    hair: "#1c1210",
    style: "braid",
    shirt: "#8fb08a",
    trim: "#6a8a66",
    collar: "round",
    earrings: "studs",
    necklace: ["#e2267a", "#f2c21b", "#2a9d8f", "#2f6fb5"],
    backdrop: "leaves",
    who: "a woman with a long black braid over her shoulder, a beaded Huichol necklace and a sage-green top",
  },
  tono: {
    skin: "#a86a42",
    hair: "#24160f",
    style: "curly",
    shirt: "#f2a541",
    trim: "#0b4a5e",
    collar: "polo",
    beard: "full",
    backdrop: "noon",
    who: "a man with short curly hair and a full beard, in a sun-gold polo shirt with a teal collar",
  },
  dani: {
    skin: "#f6d8c0",
    hair: "#d8a85a",
    style: "bun",
    shirt: "#f7f4ee",
    trim: "#1f3f6a",
    collar: "stripes",
    glasses: "#c8423a",
    earrings: "drops",
    backdrop: "dawn",
    who: "a woman with honey-blonde hair in a top bun, round red glasses, turquoise drop earrings and a navy-striped top",
  },
};

const skins = ["#f6d8c0", "#f0c8a6", "#d9a27a", "#c98b5e", "#a86a42", "#8a5636"];
const hairColours = ["#1c1410", "#2a1a14", "#4a2e1e", "#a4482a", "#d8a85a", "#8a8a8a"];
const shirts = ["#0f6478", "#f2a541", "#e86a4a", "#2a9d8f", "#7b4fa0", "#f7f4ee"];

/** A look drawn from the seed, for a slug that has no look of its own. */
function drawnLook(r: Rng, nickname: string): Look {
  const style = pick(r, ["long", "bob", "braid", "bun", "short", "curly"] as const);
  const shirt = pick(r, shirts);
  return {
    skin: pick(r, skins),
    hair: pick(r, hairColours),
    style,
    shirt,
    trim: mix(shirt, "#000000", 0.2),
    collar: pick(r, ["round", "vee", "polo"] as const),
    glasses: r() < 0.3 ? "#2a2a30" : undefined,
    earrings:
      style === "short" || style === "curly" ? undefined : pick(r, ["hoops", "studs"] as const),
    beard: style === "curly" && r() < 0.5 ? "full" : undefined,
    backdrop: pick(r, ["bay", "palm", "sunset", "leaves", "noon", "dawn"] as const),
    who: `${nickname || "a member of the team"}, smiling`,
  };
}

const backdropWords: Record<Backdrop, string> = {
  bay: "the bay at golden hour",
  palm: "a palm against a blue sky",
  sunset: "a sunset sky with a low sun",
  leaves: "big jungle leaves",
  noon: "the bay under a bright sky",
  dawn: "a peach dawn sky over the sea",
};

function backdrop(c: Canvas, r: Rng, kind: Backdrop): void {
  const sea = (top: number, stops: string) => c.rect(0, top, 1600, 1200 - top, c.lin(S(stops)));
  if (kind === "bay" || kind === "noon") {
    c.rect(
      0,
      0,
      1600,
      760,
      c.lin(S(kind === "bay" ? "0 #9cc8e0, 0.7 #f6dcb4, 1 #f8c88a" : "0 #7ec0e6, 1 #d8f0f4")),
    );
    if (kind === "bay") c.circle(1180, 560, 110, "#fff0c8", { opacity: 0.9 });
    else cloud(c, 1150, 260, 300, "#ffffff", 0.9);
    cloud(c, 380, 200, 260, "#ffffff", 0.7);
    c.path(
      "M-20,700Q150,560 330,600T620,640T900,660T1240,610T1620,640V760H-20Z",
      kind === "bay" ? "#b8a6a0" : "#8cb8a4",
    );
    sea(740, kind === "bay" ? "0 #f2c99a, 0.3 #7ab4c4, 1 #3c8aa8" : "0 #7fd4de, 1 #2f94b8");
  } else if (kind === "palm") {
    c.rect(0, 0, 1600, 1200, c.lin(S("0 #8cc6ea, 1 #e6f4f4")));
    cloud(c, 1200, 240, 300, "#ffffff", 0.85);
    const palm = definePalm(c, r, { trunk: "#c8b49a", frond: "#9cc8a4", back: "#88bc98" }, 20);
    palmAt(c, palm, 260, 1260, 1100);
    palmAt(c, palm, 1420, 1260, 860, true);
  } else if (kind === "sunset") {
    c.rect(0, 0, 1600, 800, c.lin(S("0 #f6a6a0, 0.55 #fbc98e, 1 #ffe2a8")));
    c.circle(800, 760, 420, "#ffd68a", { opacity: 0.5 });
    c.circle(800, 760, 300, "#ffe8b0");
    for (const [y, w] of P("200,520 300,380 150,300"))
      c.rect(1100 - w / 2, y, w, 16, "#ffd0b0", { rx: 8, opacity: 0.8 });
    sea(800, "0 #f4b48a, 1 #c8788a");
  } else if (kind === "leaves") {
    c.rect(0, 0, 1600, 1200, c.lin(S("0 #e4f0d8, 1 #c8e0c0")));
    const greens = ["#a8cc98", "#98c08c", "#b4d4a4"];
    for (const [i, [x, y, tx, ty, w]] of [
      [180, 1200, 60, 300, 130],
      [340, 1200, 520, 180, 120],
      [120, 700, -80, 420, 90],
      [1420, 1200, 1560, 260, 130],
      [1260, 1200, 1100, 200, 110],
      [1500, 760, 1700, 480, 100],
    ].entries())
      c.path(leaf([x ?? 0, y ?? 0], [tx ?? 0, ty ?? 0], w ?? 100, 40), greens[i % 3] ?? "#a8cc98");
  } else {
    c.rect(0, 0, 1600, 800, c.lin(S("0 #f8c8b4, 0.6 #fde0c0, 1 #fff0d4")));
    c.path("M560,800A240,240 0 0 1 1040,800Z", "#fbd08a");
    sea(800, "0 #a8d8dc, 1 #6ab0c4");
    let d = "";
    for (const y of [880, 980, 1080])
      d += `M-20,${y}q100,-30 200,0t200,0t200,0t200,0t200,0t200,0t200,0t200,0t200,0`;
    c.path(d, "none", { stroke: "#e6f6f4", "stroke-width": 10, opacity: 0.7 });
  }
}

const X = 800;
const FACE = "M650,560C650,400 950,400 950,560C950,705 880,778 800,778C720,778 650,705 650,560Z";

/** Everything behind the face: long hair, the back of a bob, a bun. */
function hairBack(c: Canvas, l: Look): void {
  const h = l.hair;
  if (l.style === "long")
    c.path(
      "M800,350C640,350 590,470 600,620C605,760 560,880 540,990Q600,1010 650,985Q700,1010 760,990L840,990Q900,1010 950,985Q1000,1010 1060,990C1040,880 995,760 1000,620C1010,470 960,350 800,350Z",
      h,
    );
  if (l.style === "bob")
    c.path(
      "M800,340C640,340 605,450 612,600C616,690 600,760 590,800H1010C1000,760 984,690 988,600C995,450 960,340 800,340Z",
      h,
    );
  if (l.style === "bun") c.circle(X, 345, 86, h);
  if (l.style === "braid")
    c.path("M800,350C660,350 620,450 630,600L970,600C980,450 940,350 800,350Z", h);
}

/** The hair over the top of the head, framing the face. */
function hairFront(c: Canvas, l: Look): void {
  const h = l.hair;
  const shine = mix(h, "#ffffff", 0.22);
  switch (l.style) {
    case "long":
      c.path(
        "M640,600C620,430 700,372 800,372C920,372 985,440 960,600C930,520 880,470 760,470C720,500 670,540 640,600Z",
        h,
      );
      c.path("M760,470C800,440 850,420 900,430", "none", {
        stroke: shine,
        "stroke-width": 10,
        "stroke-linecap": "round",
      });
      break;
    case "bob":
      c.path(
        "M636,620C620,430 700,372 800,372C900,372 980,430 964,620C955,560 945,520 930,500H670C655,520 645,560 636,620Z",
        h,
      );
      c.path("M665,505Q800,470 935,505", "none", {
        stroke: mix(h, "#000000", 0.2),
        "stroke-width": 6,
      });
      c.path("M720,410Q780,392 850,400", "none", {
        stroke: shine,
        "stroke-width": 10,
        "stroke-linecap": "round",
      });
      break;
    case "bun":
      c.path(
        "M646,580C630,430 710,380 800,380C890,380 970,430 954,580C930,500 880,455 800,455C720,455 670,500 646,580Z",
        h,
      );
      c.path("M760,420Q800,395 850,405M745,318Q782,290 830,298", "none", {
        stroke: shine,
        "stroke-width": 9,
        "stroke-linecap": "round",
      });
      c.path("M652,560Q640,600 660,640", "none", {
        stroke: h,
        "stroke-width": 10,
        "stroke-linecap": "round",
      });
      break;
    case "braid":
      c.path(
        "M640,600C625,430 700,372 800,372C900,372 975,430 960,600C940,500 880,450 805,445V420L795,445C720,450 660,500 640,600Z",
        h,
      );
      c.path("M740,410Q770,392 790,392M815,392Q850,395 880,410", "none", {
        stroke: shine,
        "stroke-width": 8,
        "stroke-linecap": "round",
      });
      break;
    case "short":
      c.path(
        "M648,560C628,410 700,360 810,362C900,364 965,410 952,560C940,500 920,470 880,462C820,450 760,468 720,452C690,470 660,500 648,560Z",
        h,
      );
      c.path("M720,452Q800,410 900,430", "none", {
        stroke: shine,
        "stroke-width": 8,
        "stroke-linecap": "round",
      });
      break;
    case "curly": {
      const bumps = P(
        "660,540 654,490 672,440 712,402 760,380 812,374 862,384 904,410 936,448 950,496 944,542 700,455 760,430 830,428 890,450",
      );
      c.path(
        "M652,580C636,430 700,380 800,380C900,380 964,430 948,580C935,520 905,488 860,478C820,470 760,470 730,482C690,495 665,530 652,580Z",
        h,
      );
      let d = "";
      for (const [x, y] of bumps) d += `M${x - 40},${y}a40,38 0 1 0 80,0a40,38 0 1 0 -80,0Z`;
      c.path(d, h);
      let curls = "";
      for (const [x, y] of bumps.slice(3, 10)) curls += `M${x - 16},${y - 6}q16,-14 30,2`;
      c.path(curls, "none", {
        stroke: shine,
        "stroke-width": 5,
        "stroke-linecap": "round",
        opacity: 0.6,
      });
      break;
    }
  }
}

/** The shoulders and shirt, with its neckline. */
function shirt(c: Canvas, l: Look, skin: string, shade: string): void {
  const body =
    "M370,1300C370,1030 440,935 580,905L700,880H900L1020,905C1160,935 1230,1030 1230,1300Z";
  c.path(body, l.shirt);
  c.path(
    "M1020,905C1160,935 1230,1030 1230,1300H1110C1120,1100 1100,990 1020,905Z",
    mix(l.shirt, "#000000", 0.08),
  );
  const neck = (d: string) => c.path(d, skin);
  switch (l.collar) {
    case "blouse": {
      neck("M660,905Q800,1010 940,905Z");
      c.path("M660,905Q800,1010 940,905", "none", { stroke: l.trim, "stroke-width": 22 });
      const dots: string[] = [];
      for (let i = 0; i <= 10; i++) {
        const t = i / 10;
        const x = 640 + t * 320;
        const y = 925 + Math.sin(t * Math.PI) * 82;
        dots.push(`M${f(x - 9)},${f(y + 10)}a9,9 0 1 0 18,0a9,9 0 1 0 -18,0Z`);
      }
      c.path(dots.join(""), "#e2267a");
      c.path("M470,1060q40,-20 80,0t80,0M970,1060q40,-20 80,0t80,0", "none", {
        stroke: l.trim,
        "stroke-width": 10,
        opacity: 0.8,
      });
      break;
    }
    case "guayabera":
      neck("M720,900L800,1010L880,900Z");
      c.path("M700,895L800,1010L690,990L650,920Z", mix(l.shirt, "#000000", 0.08));
      c.path("M900,895L800,1010L910,990L950,920Z", mix(l.shirt, "#000000", 0.12));
      c.path("M640,1010V1300M960,1010V1300M600,1020V1300M1000,1020V1300", "none", {
        stroke: l.trim,
        "stroke-width": 8,
      });
      c.path("M800,1050h0M800,1120h0M800,1190h0", "none", {
        stroke: "#c8c0b0",
        "stroke-width": 16,
        "stroke-linecap": "round",
      });
      break;
    case "vee":
      neck("M690,900L800,1060L910,900Z");
      c.path("M690,900L800,1060L910,900", "none", {
        stroke: l.trim,
        "stroke-width": 14,
        "stroke-linejoin": "round",
      });
      break;
    case "round":
      neck("M680,905Q800,1000 920,905Z");
      c.path("M680,905Q800,1000 920,905", "none", { stroke: l.trim, "stroke-width": 14 });
      break;
    case "polo":
      neck("M730,900L800,990L870,900Z");
      c.path("M700,890L800,990L740,1040L680,930Z", l.trim);
      c.path("M900,890L800,990L860,1040L920,930Z", l.trim);
      c.path("M800,990V1120", "none", { stroke: mix(l.shirt, "#000000", 0.2), "stroke-width": 6 });
      c.path("M800,1030h0M800,1090h0", "none", {
        stroke: "#f4efe6",
        "stroke-width": 14,
        "stroke-linecap": "round",
      });
      break;
    case "stripes": {
      neck("M640,915Q800,975 960,915Z");
      c.group({ "clip-path": c.clip(body) }, () => {
        let d = "";
        for (let y = 975; y < 1300; y += 56) d += `M300,${y}H1300`;
        c.path(d, "none", { stroke: l.trim, "stroke-width": 24 });
      });
      break;
    }
  }
  c.path("M735,890Q800,940 865,890", "none", { stroke: shade, "stroke-width": 10, opacity: 0.5 });
}

/** A string of beads round the neckline, in one or several colours. */
function necklace(c: Canvas, colours: string[]): void {
  const n = colours.length;
  let i = 0;
  for (let t = 0.05; t < 0.96; t += 0.075) {
    const x = 690 + t * 220;
    const y = 915 + Math.sin(t * Math.PI) * 70;
    c.circle(x, y, n > 1 ? 12 : 7, colours[i++ % n] ?? "#f2c21b");
  }
}

function bust(c: Canvas, l: Look): void {
  const skin = l.skin;
  const shade = mix(skin, "#5a2a1a", 0.22);
  hairBack(c, l);
  // Neck, then the shirt, then the head.
  c.path("M730,700V920Q800,950 870,920V700Z", shade);
  // The shirt sits a little higher than drawn, close under the chin.
  c.group({ transform: "translate(0 -35)" }, () => {
    shirt(c, l, skin, shade);
    if (l.necklace) necklace(c, l.necklace);
  });
  for (const x of [650, 950]) c.ellipse(x, 585, 28, 44, skin);
  c.path(FACE, skin);
  // A soft shadow down the right side of the face and under the hairline.
  c.group({ "clip-path": c.clip(FACE) }, () => {
    c.path("M900,420C980,520 960,700 860,790H980V420Z", shade, { opacity: 0.35 });
  });
  hairFront(c, l);
  if (l.style === "braid") {
    // The braid falls from behind the left ear over the shoulder.
    let d = "";
    for (let i = 0; i < 7; i++) {
      const y = 620 + i * 62;
      const x = 640 - i * 6 + (i % 2 ? 8 : -8);
      d += `M${x - 38},${y}a38,36 0 1 0 76,0a38,36 0 1 0 -76,0Z`;
    }
    c.path(d, l.hair);
    c.path("M610,1045l-10,60h40l-10,-60Z", l.hair);
    c.circle(620, 1040, 14, "#e2267a");
  }
  if (l.flower) {
    const [fx, fy] = [655, 470];
    let d = "";
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 - 0.3;
      d += `M${f(fx + Math.cos(a) * 36 - 30)},${f(fy + Math.sin(a) * 36)}a30,30 0 1 0 60,0a30,30 0 1 0 -60,0Z`;
    }
    c.path(d, l.flower);
    c.circle(fx, fy, 14, "#f2c21b");
  }
  // Face: brows, eyes, nose, cheeks and a smile.
  const ink = "#2a1a16";
  const brow = mix(l.hair === "#d8a85a" ? "#8a5a2a" : l.hair, "#000000", 0.1);
  c.path("M710,528Q742,510 775,522M825,522Q858,510 890,528", "none", {
    stroke: brow,
    "stroke-width": 11,
    "stroke-linecap": "round",
  });
  c.path(
    "M730,578a15,18 0 1 0 30,0a15,18 0 1 0 -30,0ZM840,578a15,18 0 1 0 30,0a15,18 0 1 0 -30,0Z",
    ink,
  );
  c.path(
    "M750,570a3.5,3.5 0 1 0 7,0a3.5,3.5 0 1 0 -7,0ZM860,570a3.5,3.5 0 1 0 7,0a3.5,3.5 0 1 0 -7,0Z",
    "#ffffff",
    { opacity: 0.9 },
  );
  c.path("M808,592Q822,640 800,648", "none", {
    stroke: shade,
    "stroke-width": 9,
    "stroke-linecap": "round",
  });
  c.path(
    "M688,655a30,24 0 1 0 60,0a30,24 0 1 0 -60,0ZM852,655a30,24 0 1 0 60,0a30,24 0 1 0 -60,0Z",
    "#f07a6a",
    { opacity: 0.22 },
  );
  if (l.beard === "full") {
    c.path(
      "M655,590C660,700 710,800 800,805C890,800 940,700 945,590C925,640 905,660 880,665C860,640 740,640 720,665C695,660 675,640 655,590Z",
      l.hair,
    );
  }
  if (l.beard) c.path("M745,668Q800,640 855,668Q845,685 800,676Q755,685 745,668Z", l.hair);
  c.path("M752,690Q800,745 848,690Z", "#8a3a34");
  c.path("M762,692H838Q836,704 800,706Q764,704 762,692Z", "#ffffff");
  if (l.glasses) {
    const round = l.style === "bun";
    const lens = round
      ? "M690,578a55,55 0 1 0 110,0a55,55 0 1 0 -110,0ZM800,578a55,55 0 1 0 110,0a55,55 0 1 0 -110,0Z"
      : "M688,540h104v76q0,12 -12,12h-80q-12,0 -12,-12ZM808,540h104v76q0,12 -12,12h-80q-12,0 -12,-12Z";
    c.path(lens, "#ffffff", { opacity: 0.18 });
    c.path(lens, "none", { stroke: l.glasses, "stroke-width": 11, "stroke-linejoin": "round" });
    c.path("M652,560L688,556M912,556L948,560", "none", { stroke: l.glasses, "stroke-width": 9 });
  }
  if (l.earrings === "hoops")
    for (const x of [648, 952])
      c.circle(x, 652, 26, "none", { stroke: "#e8b83a", "stroke-width": 7 });
  if (l.earrings === "studs") for (const x of [648, 952]) c.circle(x, 624, 10, "#f4efe6");
  if (l.earrings === "drops")
    for (const x of [648, 952]) {
      c.path(`M${x},626v18`, "none", { stroke: "#e8b83a", "stroke-width": 4 });
      c.path(`M${x},640q-18,28 0,48q18,-20 0,-48Z`, "#2ab8b0");
    }
}

/** The portrait for a team member: their own look, or one drawn from the seed. */
export function teamPortrait(slug: string, nickname: string): Draw {
  return (c, r) => {
    const l = looks[slug] ?? drawnLook(r, nickname);
    backdrop(c, r, l.backdrop);
    // Drawn at a comfortable size, then enlarged about the bottom centre to fill the circle.
    c.group({ transform: "matrix(1.2 0 0 1.2 -160 -240)" }, () => bust(c, l));
    const name = nickname ? `${nickname}: ` : "";
    return `Portrait of ${name}${l.who}, smiling, in front of ${backdropWords[l.backdrop]}.`;
  };
}
