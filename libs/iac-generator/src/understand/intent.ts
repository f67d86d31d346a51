/** What the reading pass returns: the components a request asks for, and what it could not read. */
import { type Attrs, type Cloud, type Setting } from '../model/types';
import { type Owned } from './account';

export interface Mention {
  kind: string;
  count: number;
  names: string[];
  attrs: Attrs;
  phrase: number;
  /** The words that matched, for "not covered" lines when a target cannot write the kind. */
  text?: string;
  /** The settings the request stated for this component. */
  settings: Setting[];
  /** Where the words are in the text. */
  start: number;
  end: number;
  /** A new one of a kind already mentioned ("another bucket"), never merged with the first. */
  separate?: boolean;
  /** Introduced with "a"/"an": a thing of its own, not a reference back to one already named. */
  indefinite?: boolean;
  /** An unknown word right before a general one ("Glue" of "Glue job"): maybe a product the catalogue knows. */
  qualifier?: string;
  /** Plain words right after its word that nothing read ("reservation" of "BigQuery reservation"): maybe a type of its service. */
  after?: string;
  /** Its name was taken from what it serves ("a log group for the checkout service"), not given. */
  namedByPurpose?: boolean;
}

export interface Intent {
  cloud: Cloud;
  phrases: string[];
  mentions: Mention[];
  /** Requirement phrases with words that look like requests but match nothing known. */
  notCovered: string[];
  /**
   * Components written as another kind that can have what was asked (kind.json `cannot` with
   * `instead`), each line saying why: what was asked is written, so these are not "not covered".
   */
  writtenInstead?: string[];
  /** Settings read from the whole request, applied to every component. */
  global: Attrs;
  /** Words of each phrase that nothing recognised, for the catalogue of provider resource types. */
  /**
   * `product`: a product name read whole (understand/products.ts), said when no type matches it;
   * `after`: the rest of its phrase as written, where values stated for it are read; `span`: where it is.
   */
  leftovers: {
    phrase: number;
    words: string[];
    names: string[];
    product?: string;
    after?: string;
    span?: { start: number; end: number };
  }[];
  /**
   * Resource types named as such ("aws_sfn_state_machine", "AWS::Transfer::Server"), by phrase, with
   * the names given right after them and the words that follow them in their phrase (up to the
   * next named type), where a minimal block reads the attributes stated for it.
   */
  explicitTypes: { phrase: number; type: string; start: number; end: number; names: string[]; after: string }[];
  /** Misspellings read as known terms ("databse -> database"). */
  corrections: string[];
  /** Lines said of one mention (a size its kind cannot take), by where the mention is: untrue once another type serves it. */
  linesOf?: { line: string; phrase: number; start: number }[];
  /** Kinds the request rules out ("no NAT gateway", "without a custom domain"), never added silently. */
  ruledOut?: string[];
  /** Requirement phrases nothing recognised, by index, as the user wrote them. */
  unread: { phrase: number; text: string }[];
  /** What each word of each phrase ended as (account.ts): every phrase has an owner. */
  account: Owned[];
  /** Noun phrases no reader took, as the user wrote them: said as not read, claiming nothing of the files. */
  notRead: { phrase: number; text: string }[];
  /** The "not covered" lines of settings nothing took, with the values they stated (attach.ts). */
  unapplied?: { line: string; values: Partial<Record<string, unknown>> }[];
  /** In a conversation, the first phrase of each user turn, oldest first (follow-up/turns.ts). */
  turns?: number[];
  /** What a follow-up removed from what earlier turns asked for, in the user's words (follow-up/apply.ts). */
  removed?: string[];
  /** Names a follow-up renamed away ("rename the main one to orders-v2": orders): no file is to hold them. */
  renamed?: string[];
}
