// Fault injection (POST /__sandbox/faults): scripted failures for later requests, scoped by path pattern and count,
// so client tests can exercise slow, failing, lying and vanishing servers on demand.

/** `drop` loses the request before it is served; `drop-after` serves it (a write happens) and then loses the answer. */
export const FAULT_BODIES = ['malformed-json', 'schema-violation', 'html', 'drop', 'drop-after'] as const;
export type FaultBody = (typeof FAULT_BODIES)[number];

export interface FaultRule {
  /** The pattern as given, for listing. */
  path: string;
  matcher: RegExp;
  remaining: number;
  latencyMs?: number;
  status?: number;
  body?: FaultBody;
}

/**
 * A pattern starting with `^` is a regular expression; anything else is a glob over the whole path, where `*`
 * stays inside one segment and `**` crosses segments (`/v1/wallet/*`, `/gateway/**`, `**`).
 */
export function compilePathPattern(pattern: string): RegExp {
  if (pattern.startsWith('^')) return new RegExp(pattern);
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern.charAt(i);
    if (char === '*' && pattern.charAt(i + 1) === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function isErrorStatus(value: number): boolean {
  return Number.isInteger(value) && value >= 400 && value <= 599;
}

/** Validates a control request; returns the rule or a message saying what to fix. */
export function parseFaultRule(input: unknown): FaultRule | string {
  if (typeof input !== 'object' || input === null)
    return 'Send a JSON object { path, count?, latencyMs?, status?, body? }';
  const fields = input as Record<string, unknown>;
  if (typeof fields.path !== 'string' || fields.path === '') return '`path` (a glob or a ^regex) is required';
  let matcher: RegExp;
  try {
    matcher = compilePathPattern(fields.path);
  } catch {
    return `\`path\` is not a valid regular expression: ${fields.path}`;
  }
  const count = fields.count ?? 1;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
    return '`count` must be an integer >= 1';
  const rule: FaultRule = { path: fields.path, matcher, remaining: count };
  if (fields.latencyMs !== undefined) {
    if (typeof fields.latencyMs !== 'number' || fields.latencyMs < 0 || fields.latencyMs > 120_000) {
      return '`latencyMs` must be a number of milliseconds between 0 and 120000';
    }
    rule.latencyMs = fields.latencyMs;
  }
  if (fields.status !== undefined) {
    if (typeof fields.status !== 'number' || !isErrorStatus(fields.status))
      return '`status` must be 400..599';
    rule.status = fields.status;
  }
  if (fields.body !== undefined) {
    const body = FAULT_BODIES.find((kind) => kind === fields.body);
    if (!body) return `\`body\` must be one of ${FAULT_BODIES.join(', ')}`;
    rule.body = body;
  }
  if (rule.latencyMs === undefined && rule.status === undefined && rule.body === undefined) {
    return 'Give at least one of latencyMs, status, body';
  }
  return rule;
}

/** The first live rule matching the path, with one use consumed; spent rules are removed. */
export function takeFault(rules: FaultRule[], path: string): FaultRule | undefined {
  const index = rules.findIndex((rule) => rule.matcher.test(path));
  const rule = rules[index];
  if (!rule) return undefined;
  rule.remaining -= 1;
  if (rule.remaining <= 0) rules.splice(index, 1);
  return rule;
}

/** A schema violation a client must catch: the real answer with every number turned into a string. */
export function stringifyNumbers(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(stringifyNumbers);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, stringifyNumbers(inner)]));
  }
  return value;
}

export const HTML_ERROR_PAGE = (status: number): string =>
  `<!DOCTYPE html><html><head><title>${status} Error</title></head><body><h1>${status} Bad Gateway</h1>` +
  '<p>The upstream server returned an invalid response.</p><hr><center>nginx</center></body></html>';
