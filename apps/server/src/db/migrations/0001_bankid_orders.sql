CREATE TABLE "bankid_orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"browser_binding" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"hint_code" text,
	"personal_number" text,
	"ip_address" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bankid_orders_browser_idx" ON "bankid_orders" USING btree ("browser_binding","status");--> statement-breakpoint
CREATE INDEX "bankid_orders_started_idx" ON "bankid_orders" USING btree ("started_at");