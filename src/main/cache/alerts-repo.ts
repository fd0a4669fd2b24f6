import type {
  AlertCondition,
  AlertLogEntry,
  AlertRule,
  AlertState,
  AlertTarget,
  AlertTargetKind,
} from '../../shared/domain/alerts';
import type { Db } from './db';
import type { RecordTable } from './record-table';

// The user's price alerts (user migration 004): rules with their armed/fired state, the log of what fired and
// the refresh cadence. Local only: nothing here is sent anywhere.

export interface AlertsRepo extends RecordTable<AlertRule> {
  /** The rules on one coin or asset in one currency: the ones a price that just arrived is judged against. */
  forTarget(kind: AlertTargetKind, targetId: string, currency: string): AlertRule[];
  insert(rule: AlertRule): void;
  /**
   * The rule's state after judging, and the entry when it fired, in one transaction so the two never disagree;
   * returns the entry's id, or null when nothing fired.
   */
  judged(
    id: string,
    state: AlertState,
    asOf: number,
    seen: number,
    fired: Omit<AlertLogEntry, 'id'> | null,
  ): number | null;
  log(limit: number): AlertLogEntry[];
  clearLog(): number;
  cadence(): number | null;
  setCadence(minutes: number | null): void;
}

interface ConditionCols {
  type: string;
  level: number | null;
  window: string | null;
  percent: number | null;
  direction: string | null;
}
interface RuleRow extends ConditionCols {
  id: string;
  target_kind: string;
  target_id: string;
  target_label: string;
  currency: string;
  state: string;
  judged_as_of: number | null;
  last_seen: number | null;
  created_at: number;
}
interface LogRow extends ConditionCols {
  id: number;
  at: number;
  rule_id: string;
  target_kind: string;
  target_id: string;
  target_label: string;
  currency: string;
  value_seen: number;
  as_of: number;
}

const colsOf = (c: AlertCondition): ConditionCols =>
  c.type === 'change'
    ? { type: c.type, level: null, window: c.window, percent: c.percent, direction: c.direction }
    : { type: c.type, level: c.level, window: null, percent: null, direction: null };

/** The migration's CHECKs hold the enums, so a row read back has only the values written. */
const conditionOf = (row: ConditionCols): AlertCondition =>
  row.type === 'change'
    ? {
        type: 'change',
        window: row.window as '1h' | '24h',
        percent: row.percent ?? 0,
        direction: row.direction as 'up' | 'down' | 'either',
      }
    : { type: row.type as 'above' | 'below', level: row.level ?? 0 };

const targetOf = (row: { target_kind: string; target_id: string; target_label: string }): AlertTarget => ({
  kind: row.target_kind as AlertTargetKind,
  id: row.target_id,
  label: row.target_label,
});

const ruleOf = (row: RuleRow): AlertRule => ({
  id: row.id,
  target: targetOf(row),
  condition: conditionOf(row),
  currency: row.currency,
  createdAt: row.created_at,
  state: row.state as AlertState,
  judgedAsOf: row.judged_as_of,
  lastSeen: row.last_seen,
});

const entryOf = (row: LogRow): AlertLogEntry => ({
  id: row.id,
  at: row.at,
  ruleId: row.rule_id,
  target: targetOf(row),
  condition: conditionOf(row),
  currency: row.currency,
  valueSeen: row.value_seen,
  asOf: row.as_of,
});

const RULE_COLS = `id, target_kind, target_id, target_label, currency, type, level, window, percent, direction,
  state, judged_as_of, last_seen, created_at`;

export function createAlertsRepo(db: Db): AlertsRepo {
  const all = db.prepare<[], RuleRow>(`SELECT ${RULE_COLS} FROM alert_rules ORDER BY created_at, rowid`);
  const one = db.prepare<[string], RuleRow>(`SELECT ${RULE_COLS} FROM alert_rules WHERE id = ?`);
  const byTarget = db.prepare<[string, string, string], RuleRow>(
    `SELECT ${RULE_COLS} FROM alert_rules WHERE target_kind = ? AND target_id = ? AND currency = ?
     ORDER BY created_at, rowid`,
  );
  const insert = db.prepare(
    `INSERT INTO alert_rules (${RULE_COLS}) VALUES (@id, @target_kind, @target_id, @target_label, @currency,
     @type, @level, @window, @percent, @direction, @state, @judged_as_of, @last_seen, @created_at)`,
  );
  const remove = db.prepare<[string]>('DELETE FROM alert_rules WHERE id = ?');
  const setState = db.prepare<[string, number, number, string]>(
    'UPDATE alert_rules SET state = ?, judged_as_of = ?, last_seen = ? WHERE id = ?',
  );
  const addEntry = db.prepare(
    `INSERT INTO alert_log (at, rule_id, target_kind, target_id, target_label, currency, type, level, window,
     percent, direction, value_seen, as_of) VALUES (@at, @rule_id, @target_kind, @target_id, @target_label,
     @currency, @type, @level, @window, @percent, @direction, @value_seen, @as_of)`,
  );
  const newest = db.prepare<[number], LogRow>(
    `SELECT id, at, rule_id, target_kind, target_id, target_label, currency, type, level, window, percent,
     direction, value_seen, as_of FROM alert_log ORDER BY at DESC, id DESC LIMIT ?`,
  );
  const clear = db.prepare('DELETE FROM alert_log');
  const readCadence = db.prepare<[], { minutes: number | null }>(
    'SELECT minutes FROM alert_cadence WHERE id = 1',
  );
  const writeCadence = db.prepare<[number | null]>(
    'INSERT INTO alert_cadence (id, minutes) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET minutes = excluded.minutes',
  );

  const judged = db.transaction(
    (id: string, state: AlertState, asOf: number, seen: number, fired: Omit<AlertLogEntry, 'id'> | null) => {
      setState.run(state, asOf, seen, id);
      if (!fired) return null;
      const added = addEntry.run({
        at: fired.at,
        rule_id: fired.ruleId,
        target_kind: fired.target.kind,
        target_id: fired.target.id,
        target_label: fired.target.label,
        currency: fired.currency,
        ...colsOf(fired.condition),
        value_seen: fired.valueSeen,
        as_of: fired.asOf,
      });
      return Number(added.lastInsertRowid);
    },
  );

  return {
    list: () => all.all().map(ruleOf),
    get(id) {
      const row = one.get(id);
      return row ? ruleOf(row) : null;
    },
    forTarget: (kind, targetId, currency) => byTarget.all(kind, targetId, currency).map(ruleOf),
    insert(rule) {
      insert.run({
        id: rule.id,
        target_kind: rule.target.kind,
        target_id: rule.target.id,
        target_label: rule.target.label,
        currency: rule.currency,
        ...colsOf(rule.condition),
        state: rule.state,
        judged_as_of: rule.judgedAsOf,
        last_seen: rule.lastSeen,
        created_at: rule.createdAt,
      });
    },
    remove: (id) => remove.run(id).changes > 0,
    judged: (id, state, asOf, seen, fired) => judged(id, state, asOf, seen, fired),
    log: (limit) => newest.all(limit).map(entryOf),
    clearLog: () => clear.run().changes,
    cadence: () => readCadence.get()?.minutes ?? null,
    setCadence: (minutes) => {
      writeCadence.run(minutes);
    },
  };
}
