/** The message catalogue's profile texts: part of `Messages` (messages.ts). */
export const ProfileMessages = {
  profile: {
    title: 'Profile',
    subtitle: 'Tell us about yourself and your work',
    nameLabel: 'Name',
    emailLabel: 'Email',
    roleLabel: 'Role',
    rolePlaceholder: 'Select your role',
    organizationLabel: 'Organization',
    linkedinLabel: 'LinkedIn Profile',
    loading: 'Loading profile...',
    save: 'Save Profile',
    saving: 'Saving...',
    saved: 'Profile saved successfully',
    nameRequired: 'Name is required',
    validEmailRequired: 'Valid email is required',
    roleRequired: 'Role is required',
    mustBeValidUrl: 'Must be a valid URL',
    failedToLoad: 'Failed to load profile',
    failedToSave: 'Failed to save profile',
  },
} as const;
