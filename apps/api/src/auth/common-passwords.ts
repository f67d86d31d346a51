/**
 * The most common passwords of 8 characters or more, lower-case, from the published breach top
 * lists (NCSC's top 100k, SecLists' 10k most common). Shorter ones already fail the length rule.
 * Compared case-insensitively: "Password1" is as guessable as "password1".
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '111111111', '00000000',
  '000000000', '0000000000', '87654321', '987654321', '0987654321', '11223344', '12341234', '123412341234',
  '147258369', '123456123', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', 'zaq12wsx', '1qaz2wsx', '1qazxsw2',
  'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwerty1234', 'qwertyuiop123', 'asdfghjkl', 'asdfasdf',
  'zxcvbnm1', 'zxcvbnm123', 'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'pa$$word', 'passpass', 'passwort', 'motdepasse', 'contraseña', 'iloveyou',
  'iloveyou1', 'iloveyou2', 'sunshine', 'sunshine1', 'princess', 'princess1', 'football', 'football1',
  'baseball', 'baseball1', 'superman', 'batman123', 'starwars', 'whatever', 'trustno1', 'welcome1',
  'welcome123', 'letmein1', 'letmein123', 'changeme', 'changeme123', 'administrator', 'admin123', 'admin1234',
  'adminadmin', 'administrator1', 'abcd1234', 'abc12345', 'abcdefgh', 'abcdefg1', 'a1b2c3d4', 'aa123456',
  'michael1', 'charlie1', 'jennifer', 'jordan23', 'computer', 'internet', 'mustang1', 'master123',
  'shadow123', 'monkey123', 'dragon123', 'liverpool', 'chelsea1', 'arsenal1', 'manchester', 'samsung1',
  'qwerty123456', 'q1w2e3r4', 'q1w2e3r4t5', 'q1w2e3r4t5y6', 'passw0rd1', 'welcome', 'default1', 'secret123',
  'lovely123', 'loveme123', 'ihateyou', 'fuckyou1', 'blink182', 'pokemon1', 'naruto123', 'minecraft',
  'minecraft1', 'sunflower', 'butterfly', 'chocolate', 'elephant', 'basketball', 'soccer123', 'hockey123',
  'michelle', 'jessica1', 'ashley123', 'nicole123', 'daniel123', 'thomas123', 'andrew123', 'matthew1',
  'summer123', 'spring123', 'winter123', 'autumn123', 'january1', 'december', 'freedom1', 'forever1',
  'infragen', 'infragen1', 'infragen123',
]);
