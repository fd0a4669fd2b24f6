import type { z } from 'zod';
import type { IssueItem } from '../../shared/envelope';

// An answer that fails its schema is reported to the user in words: which answer, where in it, what was wrong.
// zod reports a union that failed as one "Invalid input" at the root (every list is a union: a bare array or
// `{ result }`, fresh rows or the cached form), which said nothing; the branch that got furthest says what was
// wrong, so that one is told.

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

const MAX_ISSUES = 10;
/** How many issues the sentence names; the rest are counted. */
const MAX_SAID = 3;

/** "portfolio coins" for "GET /portfolio/coins": the path's words, without its parameters. */
export function endpointInWords(endpoint: string): string {
  const path = endpoint.replace(/^[A-Z]+ /, '');
  const words = path
    .split('/')
    .filter((part) => part !== '' && !part.startsWith(':') && !part.startsWith('{'))
    .map((part) => part.replace(/[-_]/g, ' '));
  return words.length > 0 ? words.join(' ') : path;
}

/**
 * "row 2, price" for ['result', 1, 'price']; '' for the answer as a whole. `result` is the service's envelope of
 * its lists (documented), not a place in the data a reader would know.
 */
export function pathInWords(path: Path): string {
  return path
    .filter((part) => part !== 'result')
    .map((part) => (typeof part === 'number' ? `row ${part + 1}` : String(part)))
    .join(', ');
}

/** zod's message without its generic lead; a missing field said as missing. */
const said = (message: string) =>
  message
    .replace(/^Invalid input: /, '')
    .replace(/^expected (\w+), received undefined$/, 'missing (should be $1)');

export interface PlainIssue {
  path: PropertyKey[];
  message: string;
}

/** The issues a person can act on: each failed union replaced by its most telling branch, paths made whole. */
export function plainIssues(issues: readonly Issue[], prefix: Path = []): PlainIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      return plainIssues(tellingBranch(issue.errors), path);
    }
    return [{ path, message: said(issue.message) }];
  });
}

/**
 * The branch that says most: one carrying our own words (a custom issue, e.g. "no row could be read"), else the
 * one that got deepest into the answer (a row's field rather than "expected an object" at the top).
 */
function tellingBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] {
  const score = (branch: readonly Issue[]) =>
    (branch.some((issue) => issue.code === 'custom') ? 1000 : 0) +
    Math.max(0, ...branch.map((issue) => issue.path.length));
  return branches.reduce((best, branch) => (score(branch) > score(best) ? branch : best));
}

/** The issues as the error carries them (for support and the log): dotted paths, '' for the root. */
export function issueItems(error: z.ZodError): IssueItem[] {
  return plainIssues(error.issues)
    .slice(0, MAX_ISSUES)
    .map(({ path, message }) => ({ path: path.map(String).join('.'), message }));
}

/** The sentence the user reads when an answer of `endpoint` fails its schema. */
export function shapeMessage(endpoint: string, error: z.ZodError): string {
  const issues = plainIssues(error.issues);
  const named = issues
    .slice(0, MAX_SAID)
    .map(({ path, message }) => (pathInWords(path) === '' ? message : `${pathInWords(path)}: ${message}`));
  const more = issues.length > MAX_SAID ? `; and ${issues.length - MAX_SAID} more` : '';
  return (
    `The service's answer for ${endpointInWords(endpoint)} (${endpoint}) did not match the documented shape: ` +
    `${named.join('; ')}${more}. Cached data is kept; try again later.`
  );
}
