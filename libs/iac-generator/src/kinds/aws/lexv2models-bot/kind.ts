import { type Kind } from '../../kind';
import { roleFor } from '../common';

export const kind: Kind = {
  kind: 'aws.lexv2models_bot',
  label: 'assistant',
  title: 'Lex V2 bot',
  needs: (c, plan) =>
    void roleFor(c, plan, 'lexv2.amazonaws.com', {
      statements: [{ Effect: 'Allow', Action: ['polly:SynthesizeSpeech'], Resource: '*' }],
      why: 'the bot runtime role',
    }),
};
