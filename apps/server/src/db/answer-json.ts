// Answers built as JSON inside the statement that reads them: the hot lists (campaign cards, promotion rows, the
// admin's people cards) go out as PostgreSQL builds them, without a column-by-column mapping of every row in the
// process; a single promotion is read through the same fragment, so its answer has one writer. Each fragment
// writes exactly what its shared schema names (packages/shared/src/campaign-answers.ts, people-answers.ts), the way
// the per-row code it replaced wrote it, so the answers are the same byte for byte (the campaign card's keys since
// come in another order, its kept part first: migration 0024); the response schema still checks every answer.
import { type SQL, sql } from 'drizzle-orm';
import { dealSql } from './deal';

/** An instant as `Date.prototype.toISOString` writes it: UTC, milliseconds cut as a `Date` cuts them. */
export const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Integer cents as the API's EUR number (`centsToEur` in packages/shared/src/money.ts); null stays null. */
export const eurSql = (column: string) => `round(${column} / 100.0, 2)`;

/**
 * The campaign card (`adminCampaign`) of the row `c` of campaigns, as JSON text: the part that changes only when an
 * admin edits the campaign, its song, genre, musician or territories is kept per campaign (`k`, campaign_cards, by
 * triggers; migration 0024's `campaign_card_head()` is its one writer, and a campaign without its row gets it built
 * here), and the parts that move with the money, the views and the promotions are appended: the budget left, the
 * campaign's views, its status, and the per-type promotion counts from the counter rows a trigger keeps (migration
 * 0004), never from a count over promotions. Every key is written once, as `json_build_object` writes it.
 */
const campaignCardWith = (more: string) => `(left(coalesce(k.head, campaign_card_head(c.id)), -1)
  || ', "budget_left_eur" : ' || ${eurSql('c.budget_left_cents')}
  || ', "campaign_views" : ' || c.campaign_views
  || ', "status" : ' || to_json(c.status)::text
  || ', "platforms" : ' || to_json(c.platforms)::text
  || ', "archived" : ' || (c.status = 'archived')::text
  || ', "promotions" : ' || (
    select json_build_object(
      'succeeded', coalesce(sum(pc.n) filter (where pc.status = 'succeeded'), 0),
      'reviewed', coalesce(sum(pc.n) filter (where pc.status in ('reviewed', 'approved')), 0),
      'submitted', coalesce(sum(pc.n) filter (where pc.status = 'submitted'), 0),
      'pending', coalesce(sum(pc.n) filter (where pc.status = 'pending'), 0))::text
    from campaign_promotion_counts pc where pc.campaign_id = c.id)${more}
  || '}')`;

export const campaignCardSql = campaignCardWith('');

/** A number of the statement as JSON text (null as `null`: text concatenated with a null is null). */
const jsonNumber = (expr: string) => `coalesce((${expr})::text, 'null')`;

/**
 * A campaign of the musician's list (`musicianCampaign`): the card, then the money figures `fig` (the cents object of
 * `campaignFiguresJson` in modules/musicians/figures.ts) in EUR as `figuresInEur` writes them, and the live videos
 * (succeeded, reviewed and approved: the card's succeeded plus reviewed) from the same counter rows.
 */
export const musicianCampaignSql = campaignCardWith(`
  || ', "budget_spent_eur" : ' || ${jsonNumber(eurSql("(fig->>'spentCents')::numeric"))}
  || ', "budget_reserved_eur" : ' || ${jsonNumber(eurSql("(fig->>'reservedCents')::numeric"))}
  || ', "budget_refunded_eur" : ' || ${jsonNumber(eurSql("(fig->>'refundedCents')::numeric"))}
  || ', "views" : ' || ${jsonNumber("(fig->>'views')::numeric")}
  || ', "videos" : ' || (select coalesce(sum(pc.n), 0) from campaign_promotion_counts pc
             where pc.campaign_id = c.id and pc.status in ('succeeded', 'reviewed', 'approved'))`);

/** What `campaignCardSql` reads beside `c`: written after `… join campaigns c on …`. */
export const campaignCardJoins = 'left join campaign_cards k on k.campaign_id = c.id';

/** A text of the statement as a JSON string (escaped as `to_json` escapes it; null as `null`). */
const jsonString = (expr: string) => `coalesce(to_json(${expr})::text, 'null')`;

/** An instant of the statement as a JSON string in `isoSql`'s form (which needs no escaping); null as `null`. */
const jsonInstant = (column: string) => `coalesce('"' || ${isoSql(column)} || '"', 'null')`;

/**
 * The state of the earning of the promotion `p` (packages/shared earning-states.ts), as SQL text: reserved while it
 * waits for its views at 72 h, earned once settled, billed on an open or processing bill, paid once that bill is paid;
 * null for a video that earns nothing (pending, submitted, declined, fraud). The one definition every role reads: the
 * promotion rows of the musician and the admin, and the creator's video page.
 */
export const earningStateSql = (p: string) => `(case
    when ${p}.status in ('reviewed', 'approved') then 'reserved'
    when ${p}.status = 'succeeded' then coalesce(
      (select case b.status when 'paid' then 'paid' else 'billed' end from bills b where b.id = ${p}.bill_id), 'earned')
  end)`;

/**
 * Whether the latest figures of the promotion `p` are the ones an admin typed when approving (its newest snapshot
 * has source 'typed', migration 0028), as SQL text of `true` or `false`: through promotion_stats_promotion_idx.
 */
export const latestTypedSql = (p: string) => `coalesce((select s.source = 'typed' from promotion_stats s
      where s.promotion_id = ${p}.id order by s.recorded_at desc, s.id desc limit 1), false)::text`;

/**
 * The handle of the account the video of promotion `p` was posted from: the creator's account on the video's platform
 * (creator_accounts, one per platform), their TikTok name for a TikTok video whose account row is not written yet.
 */
const postedFromSql = `coalesce((select a.handle from creator_accounts a where a.creator_id = cr.id and a.platform = p.platform),
      case when p.platform = 'tiktok' then cr.tiktok_username end)`;

/**
 * The keys of a promotion row (`promotionAnswer`) of the row `p` of promotions and its creator `cr`, as JSON text
 * without the closing brace: the creator's id, TikTok name and the handle the video was posted from only, never the row
 * with its tokens and bank details.
 * Written by concatenation in `json_build_object`'s exact form (`"key" : value`, `, ` between), which the dashboard's
 * page of videos built a sixth slower (docs/performance.md, thirteenth round); the answers are the same bytes.
 */
const promotionKeys = `'{"id" : ' || p.id
  || ', "campaign_id" : ' || p.campaign_id
  || ', "status" : ' || ${jsonString('p.status')}
  || ', "platform" : ' || ${jsonString('p.platform')}
  || ', "video_url" : ' || ${jsonString('p.video_url')}
  || ', "video_link" : ' || ${jsonString('p.video_link')}
  || ', "video_uploaded_at" : ' || ${jsonInstant('p.video_uploaded_at')}
  || ', "created_at" : ' || ${jsonInstant('p.created_at')}
  || ', "views_after_three_days" : ' || ${jsonNumber('p.views_after_three_days')}
  || ', "views_read_at" : ' || ${jsonInstant('p.views_read_at')}
  || ', "earned_amount_eur" : ' || ${jsonNumber(eurSql('p.earned_cents'))}
  || ', "reserved_amount_eur" : ' || ${jsonNumber(eurSql('p.reserved_cents'))}
  || ', "sound_check" : ' || ${jsonString('p.sound_check')}
  || ', "earning_state" : ' || ${jsonString(earningStateSql('p'))}
  || ', "promotion_stat_latest" : ' || case when p.latest_views is null then 'null' else '{"views_count" : '
    || p.latest_views
    || ', "likes_count" : ' || coalesce(p.latest_likes, 0)
    || ', "comments_count" : ' || coalesce(p.latest_comments, 0)
    || ', "shares_count" : ' || coalesce(p.latest_shares, 0)
    || ', "typed" : ' || ${latestTypedSql('p')} || '}' end
  || ', "creator" : {"id" : ' || cr.id || ', "tiktok_username" : ' || ${jsonString('cr.tiktok_username')}
    || ', "handle" : ' || ${jsonString(postedFromSql)} || '}'`;

/** A promotion row (`promotionAnswer`) as JSON text (`promotionKeys`). */
export const promotionAnswerSql = `(${promotionKeys} || '}')`;

/**
 * A row of a creator's promotion list (`creatorPromotionAnswer` in packages/shared/src/campaign-answers.ts) as JSON
 * text: the promotion answer of `p` and `cr`, then the song `s` of its campaign and whether the creator may still
 * withdraw it (until its video is approved).
 */
export const creatorPromotionSql = `(${promotionKeys}
  || ', "song" : ' || json_build_object('title', s.title, 'artist', s.artist)::text
  || ', "can_delete" : ' || (p.status in ('pending', 'submitted'))::text || '}')`;

/**
 * JSON texts (`item`, such as this file's fragments) as one JSON array text in `json_agg`'s form (`, ` between), in
 * the order `orderBy` gives; no rows give `[]`.
 */
export const jsonArray = (item: SQL, orderBy: SQL) =>
  sql`('[' || coalesce(string_agg(${item}, ', ' order by ${orderBy}), '') || ']')`;

/**
 * The level object (`levelSchema`) of the creator `cr` at level `l`: the deal that applies to them, as `levelInfo`
 * writes it (modules/users/user-info.ts), both made from the one deal rule (db/deal.ts); a rate in EUR
 * 0.0001 units (a rate held in cents is a hundred of them).
 */
export const creatorLevelSql = `json_build_object(
  'id', l.id,
  'name', l.name,
  'type', cr.level_type,
  'per_1k_views_amount_eur', (${dealSql('rate')}) / 10000.0,
  'max_amount_eur', ${eurSql(dealSql('max'))})`;

/**
 * The admin's creator card (`creatorCard`) of the user `u`, their creator row `cr`, its level `l` and country `co`
 * (left joined). `is_payable` is a placeholder here: it needs the IBAN's checksum, which only the shared check in
 * packages/shared/src/bills.ts tells, so the caller sets it from `creatorSettingsSql` (the key keeps its place).
 */
export const creatorCardSql = `json_build_object(
  'id', u.id,
  'first_name', u.first_name,
  'last_name', u.last_name,
  'email', u.email,
  'verified', u.email_verified,
  'is_payable', false,
  'is_notification_enabled', u.is_notification_enabled,
  'street', u.street,
  'house_number', u.house_number,
  'city', u.city,
  'user_type', u.user_type,
  'creator', json_build_object(
    'id', cr.id,
    'tiktok_username', cr.tiktok_username,
    'tiktok_followers', cr.tiktok_followers,
    -- modules/tiktok/connected.ts's rule
    'tiktok_connected', (cr.tiktok_access_token is not null and cr.tiktok_refresh_token is not null),
    'status', cr.status,
    'derived_status', case when cr.status = 'blocked' then 'blocked'
      when cr.tiktok_username <> '' and cr.country_id <> 0 then 'active' else 'incomplete' end,
    'level_id', cr.level_id,
    'level', ${creatorLevelSql},
    'country', case when co.id is null then null
      else json_build_object('id', co.id, 'name', co.name, 'iso2', co.iso2) end,
    'payout_address', cr.payout_address))`;

/** The payment settings of the creator `cr` as `SettingsColumns` (modules/bills/payment-settings.ts). */
export const creatorSettingsSql = `json_build_object(
  'legalName', cr.legal_name,
  'addressStreet', cr.address_street,
  'addressPostcode', cr.address_postcode,
  'addressCity', cr.address_city,
  'addressCountry', cr.address_country,
  'taxStatus', cr.tax_status,
  'taxId', cr.tax_id,
  'taxExemptionNote', cr.tax_exemption_note,
  'payoutAccountHolder', cr.payout_account_holder,
  'payoutIban', cr.payout_iban,
  'payoutBic', cr.payout_bic)`;

/** A musician of the admin's list (`musicianAnswer`): the musician row `m` and their user `u`. */
export const musicianAnswerSql = `json_build_object(
  'id', m.id,
  'user_id', u.id,
  'first_name', u.first_name,
  'last_name', u.last_name,
  'email', u.email,
  'stage_name', m.stage_name)`;

/** The fragments as SQL chunks for drizzle's `sql` template (constant text: one prepared statement each). */
export const campaignCard = sql.raw(campaignCardSql);
export const campaignCardFrom = sql.raw(campaignCardJoins);
export const musicianCampaign = sql.raw(musicianCampaignSql);
export const promotionAnswer = sql.raw(promotionAnswerSql);
export const creatorPromotion = sql.raw(creatorPromotionSql);
export const creatorCard = sql.raw(creatorCardSql);
export const creatorSettings = sql.raw(creatorSettingsSql);
export const musicianAnswer = sql.raw(musicianAnswerSql);
