import { defaultSettings, settingValue } from './settings';

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
});
