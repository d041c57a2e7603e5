import * as migration_20261121_090218_initial from './20261121_090218_initial';
import * as migration_20261121_094727_lead_notifications from './20261121_094727_lead_notifications';
import * as migration_20261121_115230_cache_invalidations from './20261121_115230_cache_invalidations';
import * as migration_20261121_142021_storage_prefix from './20261121_142021_storage_prefix';
import * as migration_20261126_020814_drop_cache_invalidations from './20261126_020814_drop_cache_invalidations';
import * as migration_20261126_120429_dealer_details_whatsapp from './20261126_120429_dealer_details_whatsapp';
import * as migration_20261126_120814_quote_items from './20261126_120814_quote_items';
import * as migration_20261126_124646_filter_attributes from './20261126_124646_filter_attributes';
import * as migration_20261126_145535_back_office from './20261126_145535_back_office';
import * as migration_20261128_010433_second_round from './20261128_010433_second_round';

export const migrations = [
  {
    up: migration_20261121_090218_initial.up,
    down: migration_20261121_090218_initial.down,
    name: '20261121_090218_initial',
  },
  {
    up: migration_20261121_094727_lead_notifications.up,
    down: migration_20261121_094727_lead_notifications.down,
    name: '20261121_094727_lead_notifications',
  },
  {
    up: migration_20261121_115230_cache_invalidations.up,
    down: migration_20261121_115230_cache_invalidations.down,
    name: '20261121_115230_cache_invalidations',
  },
  {
    up: migration_20261121_142021_storage_prefix.up,
    down: migration_20261121_142021_storage_prefix.down,
    name: '20261121_142021_storage_prefix',
  },
  {
    up: migration_20261126_020814_drop_cache_invalidations.up,
    down: migration_20261126_020814_drop_cache_invalidations.down,
    name: '20261126_020814_drop_cache_invalidations',
  },
  {
    up: migration_20261126_120429_dealer_details_whatsapp.up,
    down: migration_20261126_120429_dealer_details_whatsapp.down,
    name: '20261126_120429_dealer_details_whatsapp',
  },
  {
    up: migration_20261126_120814_quote_items.up,
    down: migration_20261126_120814_quote_items.down,
    name: '20261126_120814_quote_items',
  },
  {
    up: migration_20261126_124646_filter_attributes.up,
    down: migration_20261126_124646_filter_attributes.down,
    name: '20261126_124646_filter_attributes',
  },
  {
    up: migration_20261126_145535_back_office.up,
    down: migration_20261126_145535_back_office.down,
    name: '20261126_145535_back_office',
  },
  {
    up: migration_20261128_010433_second_round.up,
    down: migration_20261128_010433_second_round.down,
    name: '20261128_010433_second_round'
  },
];
