ALTER TABLE `notifications` ADD `params` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Notifications written before this migration carry their words in one language: their values are
-- taken from the rows they point at (the fan of a redemption, which no column names, from the text).
UPDATE `notifications` SET `params` = CASE `type`
  WHEN 'cust_subscribe' THEN json_object(
    'fan', coalesce((SELECT `username` FROM `subscribers` WHERE `id` = `notifications`.`reference_id`), ''),
    'plan', coalesce((SELECT `name` FROM `plans` WHERE `id` = `notifications`.`subscription_id`), ''))
  WHEN 'cust_subscribe_cancel' THEN json_object(
    'fan', coalesce((SELECT `username` FROM `subscribers` WHERE `id` = `notifications`.`reference_id`), ''),
    'plan', coalesce((SELECT `name` FROM `plans` WHERE `id` = `notifications`.`subscription_id`), ''),
    'endsAt', coalesce((SELECT max(`cancel_at`) FROM `memberships` WHERE `subscriber_id` = `notifications`.`reference_id` AND `plan_id` = `notifications`.`subscription_id`), `created_at`))
  WHEN 'vcr_redeemed' THEN json_object(
    'fan', CASE WHEN instr(`message`, ' redeemed ') > 0 THEN substr(`message`, 1, instr(`message`, ' redeemed ') - 1)
                WHEN instr(`message`, ' hat ') > 0 THEN substr(`message`, 1, instr(`message`, ' hat ') - 1)
                ELSE '' END,
    'voucher', coalesce((SELECT `name` FROM `vouchers` WHERE `id` = `notifications`.`reference_id`), ''))
  WHEN 'withdraw_success' THEN json_object(
    'amountCents', coalesce((SELECT `amount_cents` FROM `payouts` WHERE `id` = `notifications`.`reference_id`), 0))
  WHEN 'broadcast_sent' THEN json_object(
    'plan', coalesce((SELECT p.`name` FROM `broadcasts` b JOIN `plans` p ON p.`id` = b.`plan_id` WHERE b.`id` = `notifications`.`reference_id`), ''),
    'recipients', coalesce((SELECT `recipients` FROM `broadcasts` WHERE `id` = `notifications`.`reference_id`), 0),
    'outcome', CASE WHEN (SELECT `status` FROM `broadcasts` WHERE `id` = `notifications`.`reference_id`) = 'Cancelled' THEN 'cancelled' ELSE 'sent' END)
  ELSE '{}' END;
