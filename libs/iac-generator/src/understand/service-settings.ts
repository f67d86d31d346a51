/**
 * Settings that belong to one AWS service each, by what they mean: a broker's deployment mode, a
 * key customers manage, a function's environment variables, a topic's raw message delivery, how
 * many images a registry keeps, a state machine's type, how users sign in to a user pool, the
 * protocols a file transfer server speaks and what a service control policy denies. They are read
 * before the general patterns of settings.ts, so their numbers and words are not read twice.
 *
 * The rules are in their families' files (settings/<family>.ts, with their examples); this file is
 * the order they are tried in.
 */
import { type Rule } from './settings';
import { SUBNET_TIERS_SERVICE } from './settings/subnet-tiers';
import { SOURCE_RANGE_SERVICE } from './settings/source-range';
import { EVENT_PATTERN_SERVICE } from './settings/event-pattern';
import { API_ROUTE_SERVICE } from './settings/api-route';
import { ENGINE_SERVICE } from './settings/engine';
import { DEPLOYMENT_SERVICE } from './settings/deployment';
import { KEY_CHOICE_SERVICE } from './settings/key-choice';
import { ENVIRONMENT_SERVICE } from './settings/environment';
import { RUNTIME_SERVICE } from './settings/runtime';
import { RAW_DELIVERY_SERVICE } from './settings/raw-delivery';
import { KEEP_IMAGES_SERVICE } from './settings/keep-images';
import { WORKFLOW_TYPE_SERVICE } from './settings/workflow-type';
import { SIGN_IN_SERVICE } from './settings/sign-in';
import { CLIENT_SECRET_SERVICE } from './settings/client-secret';
import { PROTOCOLS_SERVICE } from './settings/protocols';
import { DENIES_SERVICE } from './settings/denies';
import { EXISTING_SERVICE } from './settings/existing';
import { ITEM_EXPIRY_SERVICE } from './settings/table-keys';

export const SERVICE_RULES: Rule[] = [
  ...SUBNET_TIERS_SERVICE,
  ...SOURCE_RANGE_SERVICE,
  ...EVENT_PATTERN_SERVICE,
  ...API_ROUTE_SERVICE,
  ...ENGINE_SERVICE,
  ...DEPLOYMENT_SERVICE,
  ...KEY_CHOICE_SERVICE,
  ...ENVIRONMENT_SERVICE,
  ...RUNTIME_SERVICE,
  ...RAW_DELIVERY_SERVICE,
  ...KEEP_IMAGES_SERVICE,
  ...WORKFLOW_TYPE_SERVICE,
  ...SIGN_IN_SERVICE,
  ...CLIENT_SECRET_SERVICE,
  ...PROTOCOLS_SERVICE,
  ...DENIES_SERVICE,
  ...ITEM_EXPIRY_SERVICE,
];

/** Read after every other pattern: words that qualify a component without taking any setting's words. */
export const LAST_SERVICE_RULES: Rule[] = [...EXISTING_SERVICE];
