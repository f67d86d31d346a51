import { ProjectLimitCopy, projectLimitState } from './project-limit';

describe('the project limit, said before it bites', () => {
  it('is near with one left (or the last fifth of a large limit), and at it from the limit on', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => projectLimitState(n, 5))).toEqual([
      'room',
      'room',
      'room',
      'room',
      'near',
      'at',
      'at',
    ]);
    expect([79, 80, 99, 100].map((n) => projectLimitState(n, 100))).toEqual(['room', 'near', 'near', 'at']);
    expect(projectLimitState(0, 1)).toBe('near');
    expect(projectLimitState(10_000, null)).toBe('room');
  });

  it('names the limit and the way on in the refusal', () => {
    expect(ProjectLimitCopy.reached(1)).toMatch(/limit of 1 project,/);
    expect(ProjectLimitCopy.reached(5)).toMatch(
      /limit of 5 projects.*Archive or delete a project on your profile page/,
    );
  });
});
