/** The feedback feature's react-query keys: the member's own feedback (list and one). */
export const feedbackKeys = {
  mine: ['feedback', 'mine'] as const,
  mineList: () => [...feedbackKeys.mine, 'list'] as const,
  mineOne: (id: string) => [...feedbackKeys.mine, 'one', id] as const,
  screenshot: (url: string) => ['feedback', 'screenshot', url] as const,
};
