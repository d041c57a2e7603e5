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
import * as migration_20261128_063928_names_and_recipients from './20261128_063928_names_and_recipients';
import * as migration_20261128_070711_dealer_accounts from './20261128_070711_dealer_accounts';
import * as migration_20261128_073905_product_prices from './20261128_073905_product_prices';
import * as migration_20261128_075432_exchange_rates from './20261128_075432_exchange_rates';
import * as migration_20261128_094359_dealer_quotes from './20261128_094359_dealer_quotes';
import * as migration_20261128_100435_dealer_documents from './20261128_100435_dealer_documents';
import * as migration_20261128_204038_attribute_facet from './20261128_204038_attribute_facet';
import * as migration_20261129_001613_sheet_mappings from './20261129_001613_sheet_mappings';
import * as migration_20261129_010000_texts_parent_index from './20261129_010000_texts_parent_index';

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
    name: '20261128_010433_second_round',
  },
  {
    up: migration_20261128_063928_names_and_recipients.up,
    down: migration_20261128_063928_names_and_recipients.down,
    name: '20261128_063928_names_and_recipients',
  },
  {
    up: migration_20261128_070711_dealer_accounts.up,
    down: migration_20261128_070711_dealer_accounts.down,
    name: '20261128_070711_dealer_accounts',
  },
  {
    up: migration_20261128_073905_product_prices.up,
    down: migration_20261128_073905_product_prices.down,
    name: '20261128_073905_product_prices',
  },
  {
    up: migration_20261128_075432_exchange_rates.up,
    down: migration_20261128_075432_exchange_rates.down,
    name: '20261128_075432_exchange_rates',
  },
  {
    up: migration_20261128_094359_dealer_quotes.up,
    down: migration_20261128_094359_dealer_quotes.down,
    name: '20261128_094359_dealer_quotes',
  },
  {
    up: migration_20261128_100435_dealer_documents.up,
    down: migration_20261128_100435_dealer_documents.down,
    name: '20261128_100435_dealer_documents',
  },
  {
    up: migration_20261128_204038_attribute_facet.up,
    down: migration_20261128_204038_attribute_facet.down,
    name: '20261128_204038_attribute_facet',
  },
  {
    up: migration_20261129_001613_sheet_mappings.up,
    down: migration_20261129_001613_sheet_mappings.down,
    name: '20261129_001613_sheet_mappings'
  },
  {
    up: migration_20261129_010000_texts_parent_index.up,
    down: migration_20261129_010000_texts_parent_index.down,
    name: '20261129_010000_texts_parent_index',
  },
];
