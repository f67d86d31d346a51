import {
  defaultSettings,
  settingProblem,
  settingRangeHint,
  settingValue,
  SETTING_KEYS,
  SYSTEM_SETTINGS,
} from './settings';

describe('operator settings', () => {
  it('has the defaults the operator panel resets to', () => {
    expect(defaultSettings()).toEqual({
      max_projects_per_user: 5,
      default_credits_new_user: 10,
      maintenance_mode: false,
      maintenance_message: 'System is under maintenance. Please check back later.',
      registration_enabled: true,
      github_integration_enabled: true,
      support_email: 'support@infragen.local',
      max_file_upload_size: 10,
      credits_spending_enabled: true,
    });
  });

  it('parses numbers (0 when they do not parse) and coerces booleans', () => {
    expect(settingValue('max_projects_per_user', '12')).toBe(12);
    expect(settingValue('max_projects_per_user', 'many')).toBe(0);
    expect(settingValue('maintenance_mode', 'true')).toBe(true);
    expect(settingValue('maintenance_mode', 'on')).toBe(true);
    expect(settingValue('maintenance_mode', 'false')).toBe(false);
    expect(settingValue('maintenance_mode', 0)).toBe(false);
    expect(settingValue('maintenance_message', 42)).toBe('42');
  });

  it('declares a type and a range for every setting, its default within it', () => {
    for (const key of SETTING_KEYS) {
      const setting = SYSTEM_SETTINGS[key];
      expect(settingProblem(key, setting.default)).toBeNull();
      if (setting.type !== 'boolean') expect(settingRangeHint(key)).toEqual(expect.any(String));
    }
  });

  it('refuses numbers that are negative, fractional, too large or not finite, naming the setting and its range', () => {
    const range = 'default_credits_new_user must be a whole number from 0 to 1,000,000.';
    for (const bad of [-5, 2.5, 1e308, 2147483648, 1_000_001, '2.5', '-5', '1e308'])
      expect(settingProblem('default_credits_new_user', bad)).toBe(range);
    for (const good of [0, 1, 1_000_000, '250']) expect(settingProblem('default_credits_new_user', good)).toBeNull();
    expect(settingProblem('max_projects_per_user', 10_001)).toBe(
      'max_projects_per_user must be a whole number from 0 to 10,000.',
    );
    expect(settingRangeHint('default_credits_new_user')).toBe('A whole number from 0 to 1,000,000');
  });

  it('keeps the form rule: an empty or unreadable number counts as 0 (then checked against the range)', () => {
    expect(settingProblem('default_credits_new_user', '')).toBeNull();
    expect(settingProblem('default_credits_new_user', 'many')).toBeNull();
    expect(settingProblem('max_file_upload_size', '')).toBeNull();
    expect(settingProblem('max_file_upload_size', '1025')).toBe(
      'max_file_upload_size must be a whole number from 0 to 1,024.',
    );
  });

  it('takes true or false for a yes/no and text within its length for text', () => {
    expect(settingProblem('maintenance_mode', true)).toBeNull();
    expect(settingProblem('maintenance_mode', 'off')).toBeNull();
    expect(settingProblem('maintenance_mode', 'perhaps')).toBe('maintenance_mode must be true or false.');
    expect(settingProblem('maintenance_mode', 7)).toBe('maintenance_mode must be true or false.');
    expect(settingProblem('maintenance_message', 'x'.repeat(500))).toBeNull();
    expect(settingProblem('maintenance_message', 'x'.repeat(501))).toBe(
      'maintenance_message must be text of at most 500 characters.',
    );
    expect(settingProblem('support_email', 42)).toBe('support_email must be text of at most 254 characters.');
  });

  it('brings a value stored before ranges were checked within its range when read', () => {
    expect(settingValue('default_credits_new_user', 2147483648)).toBe(1_000_000);
    expect(settingValue('default_credits_new_user', -5)).toBe(0);
    expect(settingValue('default_credits_new_user', '2.5')).toBe(2);
  });
});
