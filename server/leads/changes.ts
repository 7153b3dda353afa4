// Staff's changes of leads, each one transaction with its audit lines: one lead's status, owner
// or note, or several leads' status or owner at once (each checked, changed or refused on its own).
import type { LeadBulkResult } from '#domain/leads/schemas';
import type { LeadChange } from '#domain/leads/leadChange';
import { leadMoveProblem } from '#domain/leads/leadDesk';
import { recordAudit, type AuditOf } from '../audit/log';
import type { Db } from '../db';
import { fail } from '../http/errors';
import { lockLeads, updateLead, type LockedLead } from './store';

export const LEAD_NOT_FOUND = 'Lead not found';

type Author = { id: number; email: string };

/** One lead's change (404, or 409 for a move its status does not allow); its audit line is made from the lead as it was. */
export const changeLead = (db: Db, id: number, change: LeadChange, author: Author, audit: AuditOf<LockedLead>) =>
  db.transaction(async (tx) => {
    const [lead] = await lockLeads(tx, [id]);
    if (!lead) return fail(404, LEAD_NOT_FOUND);
    const problem = leadMoveProblem(lead, change.status);
    if (problem) fail(409, problem);
    await updateLead(tx, id, change, author);
    await recordAudit(tx, audit(lead));
  });

/** What a bulk change did to one lead, for its audit line: what was applied, or why it was refused. */
export type LeadOutcome = { id: number; lead: LockedLead; applied: LeadChange } | { id: number; lead?: LockedLead; refused: string };

/** Several leads' status or owner: one audit line per lead changed or refused, none for one already so. */
export const changeLeads = (db: Db, ids: number[], change: LeadChange, author: Author, audit: AuditOf<LeadOutcome>) =>
  db.transaction(async (tx) => {
    const locked = new Map((await lockLeads(tx, ids)).map((l) => [l.id, l]));
    const out: LeadBulkResult = { changed: [], unchanged: [], refused: [] };
    for (const id of ids) {
      const lead = locked.get(id);
      const problem = lead ? leadMoveProblem(lead, change.status) : LEAD_NOT_FOUND;
      if (!lead || problem) {
        out.refused.push({ id, label: lead?.label ?? `#${id}`, reason: problem! });
        await recordAudit(tx, audit({ id, lead, refused: problem! }));
        continue;
      }
      const applied: LeadChange = {
        ...(change.status && change.status !== lead.status ? { status: change.status } : {}),
        ...(change.owner !== undefined && change.owner !== lead.owner_id ? { owner: change.owner } : {}),
      };
      if (!Object.keys(applied).length) {
        out.unchanged.push({ id, label: lead.label });
        continue;
      }
      await updateLead(tx, id, applied, author);
      await recordAudit(tx, audit({ id, lead, applied }));
      out.changed.push({
        id,
        label: lead.label,
        from: lead.status,
        status: applied.status ?? lead.status,
        owner_changed: 'owner' in applied,
      });
    }
    return out;
  });
