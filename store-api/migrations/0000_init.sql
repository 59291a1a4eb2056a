CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_name_ar" text NOT NULL,
	"currency_name_en" text NOT NULL,
	"currency_code" text NOT NULL,
	"country_ar" text NOT NULL,
	"country_en" text NOT NULL,
	"exchange_rate" numeric(14, 6) NOT NULL,
	"is_local" smallint DEFAULT 0 NOT NULL,
	"is_online" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"added_date" timestamp with time zone NOT NULL,
	"last_update" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"parent_id" integer,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"content_ar" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"image" text,
	"is_featured" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"fav_icon" text,
	"keywords_ar" text DEFAULT '' NOT NULL,
	"keywords_en" text DEFAULT '' NOT NULL,
	"meta_description_ar" text DEFAULT '' NOT NULL,
	"meta_description_en" text DEFAULT '' NOT NULL,
	"google_tag_manager_status" smallint DEFAULT 0 NOT NULL,
	"google_tag_manager_id" text,
	"google_console_status" smallint DEFAULT 0 NOT NULL,
	"google_console_id" text,
	"template" integer DEFAULT 3 NOT NULL,
	"about_ar" text DEFAULT '' NOT NULL,
	"about_en" text DEFAULT '' NOT NULL,
	"active_payment_company" text,
	"default_language" text DEFAULT 'ar' NOT NULL,
	"theme_color" text,
	"free_map" smallint DEFAULT 1 NOT NULL,
	"logo" text,
	"website_status" smallint DEFAULT 1 NOT NULL,
	"api_key" text,
	"card_integrations" integer,
	"wallet_integrations" integer,
	"card_frames" integer,
	"contact_phone" text,
	"contact_email" text,
	"free_shipping_over" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_idx" ON "currencies" USING btree ("currency_code");--> statement-breakpoint
CREATE INDEX "menus_position_idx" ON "menus" USING btree ("position","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");