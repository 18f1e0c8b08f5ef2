// Schema migrations, applied at start by Kysely's Migrator (db/index.ts says
// how instances starting together apply each one once). One file per
// migration, named for its order; add a new one here, never edit an applied one.
import type { Migration, MigrationProvider } from 'kysely';
import { migration as initial } from './0001-initial';
import { migration as leadDesk } from './0002-lead-desk';
import { migration as resilience } from './0003-resilience';
import { migration as chat } from './0004-chat';
import { migration as leads } from './0005-leads';
import { migration as leadsPending } from './0005-leads-pending';
import { migration as estimate } from './0006-estimate';
import { migration as chatGapPrevious } from './0007-chat-gap-previous';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_lead_desk': leadDesk,
  '0003_resilience': resilience,
  '0004_chat': chat,
  '0005_leads': leads,
  '0005_leads_pending': leadsPending,
  '0006_estimate': estimate,
  '0007_chat_gap_previous': chatGapPrevious,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
