CREATE TABLE "purpose_codes" (
	"currency" text NOT NULL,
	"sender_type" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "purpose_codes_currency_sender_type_code_pk" PRIMARY KEY("currency","sender_type","code")
);
