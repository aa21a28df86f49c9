// The production entry imports this module first, so it runs before anything a newer Node needs.
import { engines } from "../package.json";

type Version = [number, number, number];

const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, "").split(".").map(Number);
  return [major, minor, patch];
};

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * The one-line reason this Node can't run the server, or undefined. Understands the `>=` and `<`
 * comparators that package.json's `engines.node` uses (npm itself checks engines only when
 * installing, and `engine-strict` would refuse the install that brings the pinned Node).
 */
export function nodeVersionProblem(version: string, range: string): string | undefined {
  const current = parse(version);
  const fits = range.split(/\s+/).every((comparator) => {
    if (comparator.startsWith(">=")) return compare(current, parse(comparator.slice(2))) >= 0;
    if (comparator.startsWith("<")) return compare(current, parse(comparator.slice(1))) < 0;
    return true;
  });
  if (fits) return undefined;
  return (
    `Marea needs Node.js ${range} and this is ${version}: run it with npm start ` +
    "(npm scripts use the Node of the pinned node package) or install Node 24."
  );
}

const problem = nodeVersionProblem(process.version, engines.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
