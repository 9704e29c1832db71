-- Invoices become issued records. The rows written before (item lines at the stores' prices that
-- never added up to the subtotal, billed-to read from the live store) are dropped rather than
-- patched; the server's billing run issues every closed month again from the payment rows.
DROP TABLE `invoices`;--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`sequence` integer NOT NULL,
	`number` text NOT NULL,
	`month` text NOT NULL,
	`period_from` text NOT NULL,
	`period_to` text NOT NULL,
	`subject` text NOT NULL,
	`invoice_date` text NOT NULL,
	`due_date` text NOT NULL,
	`currency` text NOT NULL,
	`billed_name` text NOT NULL,
	`billed_address` text NOT NULL,
	`billed_phone` text NOT NULL,
	`issuer_name` text NOT NULL,
	`issuer_address` text NOT NULL,
	`items` text NOT NULL,
	`tendered_cents` integer NOT NULL,
	`fee_cents` integer NOT NULL,
	`earned_cents` integer NOT NULL,
	`issued_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_store_month_uq` ON `invoices` (`store_id`,`month`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_store_sequence_uq` ON `invoices` (`store_id`,`sequence`);--> statement-breakpoint
CREATE INDEX `memberships_renewal_idx` ON `memberships` (`renewal_at`,`cancel_at`);
