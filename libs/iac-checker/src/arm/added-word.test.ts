import { addsWord } from './added-word';

describe('a name with a whole word more than a known name is another name, not its typo', () => {
  it.each([
    ['parameterValueType', 'parameterValues'],
    ['storageAccountIdList', 'storageAccountId'],
    ['kind_name', 'kind'],
    ['publicIPAddressVersion', 'publicIPAddress'],
  ])('%s adds a word to %s', (name, known) => expect(addsWord(name, known)).toBe(true));

  it.each([
    ['enableSoftDelet', 'enableSoftDelete'],
    ['alwaysOnn', 'alwaysOn'],
    ['sate', 'state'],
    ['parameterValue', 'parameterValues'],
    ['parameterValus', 'parameterValues'],
    ['typeValueParameter', 'parameterValues'],
    ['retention', 'retentionPolicy'],
  ])('%s is a slip of %s, not a new word', (name, known) => expect(addsWord(name, known)).toBe(false));
});
