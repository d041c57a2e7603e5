import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CatalogExportLinks as CatalogExportLinks_5e4f237cc2b6c73d3b96cdd4d0ea15d9 } from '../../../backoffice/admin/CatalogExportLinks'
import { PhoneCell as PhoneCell_c36a4537e318e7b28c6a137f0bb3985c } from '../../../leads/admin/PhoneCell'
import { PricedQuoteItems as PricedQuoteItems_f149948997c5036cbde4c3490b7b8281 } from '../../../dealers/admin/PricedQuoteItems'
import { QuoteTotalCell as QuoteTotalCell_480296d4f0baa700faca2dffd306442f } from '../../../dealers/admin/QuoteTotalCell'
import { CsvExportLink as CsvExportLink_5e6b42ad89237ffb46386a7a7c2fd785 } from '../../../leads/admin/CsvExportLink'
import { OpenDealerAccount as OpenDealerAccount_25ad031b9a977b205f1ae3571f1ea47c } from '../../../dealers/admin/OpenDealerAccount'
import { ImportProgress as ImportProgress_6866416637c73c44dc1fdf47899e879b } from '../../../backoffice/admin/ImportProgress'
import { MappingRowLabel as MappingRowLabel_788c77100d6fa3a69b010afaba140232 } from '../../../backoffice/admin/MappingRowLabel'
import { InviteDealer as InviteDealer_6d494f040380bb38b069691e80c54bb5 } from '../../../dealers/admin/InviteDealer'
import { AdminIcon as AdminIcon_f1894814798479befb1a2931ae36493e } from '../../../backoffice/admin/AdminIcon'
import { AdminLogo as AdminLogo_be720fe6b17d15b375ea20c50a164cf4 } from '../../../backoffice/admin/AdminLogo'
import { LeadsDashboard as LeadsDashboard_39e8d11c2b01d5c2805b02d86b6e7031 } from '../../../leads/admin/LeadsDashboard'
import { MissingPlannerInfo as MissingPlannerInfo_203aecc9a151fb4a0d854f3dfbbbecc7 } from '../../../planner/admin/MissingPlannerInfo'
import { DatePickerLocale as DatePickerLocale_3182134e9c6fadd67ca8f2b66cebbf22 } from '../../../backoffice/admin/DatePickerLocale'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/backoffice/admin/CatalogExportLinks#CatalogExportLinks": CatalogExportLinks_5e4f237cc2b6c73d3b96cdd4d0ea15d9,
  "/leads/admin/PhoneCell#PhoneCell": PhoneCell_c36a4537e318e7b28c6a137f0bb3985c,
  "/dealers/admin/PricedQuoteItems#PricedQuoteItems": PricedQuoteItems_f149948997c5036cbde4c3490b7b8281,
  "/dealers/admin/QuoteTotalCell#QuoteTotalCell": QuoteTotalCell_480296d4f0baa700faca2dffd306442f,
  "/leads/admin/CsvExportLink#CsvExportLink": CsvExportLink_5e6b42ad89237ffb46386a7a7c2fd785,
  "/dealers/admin/OpenDealerAccount#OpenDealerAccount": OpenDealerAccount_25ad031b9a977b205f1ae3571f1ea47c,
  "/backoffice/admin/ImportProgress#ImportProgress": ImportProgress_6866416637c73c44dc1fdf47899e879b,
  "/backoffice/admin/MappingRowLabel#MappingRowLabel": MappingRowLabel_788c77100d6fa3a69b010afaba140232,
  "/dealers/admin/InviteDealer#InviteDealer": InviteDealer_6d494f040380bb38b069691e80c54bb5,
  "/backoffice/admin/AdminIcon#AdminIcon": AdminIcon_f1894814798479befb1a2931ae36493e,
  "/backoffice/admin/AdminLogo#AdminLogo": AdminLogo_be720fe6b17d15b375ea20c50a164cf4,
  "/leads/admin/LeadsDashboard#LeadsDashboard": LeadsDashboard_39e8d11c2b01d5c2805b02d86b6e7031,
  "/planner/admin/MissingPlannerInfo#MissingPlannerInfo": MissingPlannerInfo_203aecc9a151fb4a0d854f3dfbbbecc7,
  "/backoffice/admin/DatePickerLocale#DatePickerLocale": DatePickerLocale_3182134e9c6fadd67ca8f2b66cebbf22,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
