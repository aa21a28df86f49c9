-- When a members-only benefit may be redeemed, in Vallarta time (docs/decisions/140); null at any time.
ALTER TABLE "member_benefits" ADD COLUMN "validity" jsonb;