// The universal form sender: every form of the site goes through this one function.
import { pageLang } from '../path';
import { site } from '../site';
import { emailConfig } from './emailConfig';
import { loadEmailJs } from './loadEmailJs';
import { missingEmailSetting } from './emailSettings';
import { failureMessage, failureReason, failureRetryAfter, failureStatus, teamStatusError } from './failureMessage';
import { autoReplyParams, formTypeLabel, teamParams } from './templateParams';
import type { FormSubmission } from './formSubmission';

export interface SendResult {
  success: boolean;
  message: string;
  /** On failure: the relay's HTTP status (0: no answer), and how long it asked us to wait. */
  status?: number;
  retryAfterSeconds?: number;
  /** On success: the submission's reference (the e-mails' order_id), for the person to quote. */
  reference?: string;
  /** On failure: the reason part of the message, for a page to say it in its language. */
  reason?: string;
}

/** A form that did not say its language was sent from this page. */

/** Sends the team notification, then the customer's auto-reply. Never throws. */
export async function sendFormSubmission(s: FormSubmission): Promise<SendResult> {
  try {
    const config = emailConfig();
    const missing = missingEmailSetting(config);
    if (missing) throw new Error(missing);
    const { init, send } = await loadEmailJs();
    init({ publicKey: config.publicKey, blockHeadless: config.blockHeadless, origin: config.origin });

    const ctx = { nowMs: Date.now(), siteEmail: site.email, siteName: site.company_name };
    const team = teamParams({ ...s, lang: s.lang ?? pageLang() }, ctx);
    const teamResult = await send(config.serviceId, config.teamTemplateId, team);
    if (teamResult.status !== 200) throw teamStatusError(teamResult.status);

    try {
      await send(config.serviceId, config.autoReplyTemplateId, autoReplyParams(team, s, ctx));
    } catch (error) {
      // The team has the inquiry; a lost acknowledgement must not fail the submission.
      console.warn('Auto-reply e-mail failed:', error);
    }
    return {
      success: true,
      message: `${formTypeLabel(s.formType)} sent successfully! Our team will contact you within 24 hours.`,
      reference: team.order_id,
    };
  } catch (error) {
    console.error(`Failed to send ${s.formType}:`, error);
    const status = failureStatus(error);
    const retryAfterSeconds = failureRetryAfter(error);
    return {
      success: false,
      message: failureMessage(s.formType, error, site.email),
      reason: failureReason(error),
      ...(status === undefined ? {} : { status }),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    };
  }
}
