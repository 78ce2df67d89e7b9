// 002 §2.4: the embedded frame is 650×280 px; the notice that may take its place has the same box.
export const FRAME_WIDTH = 650;
export const FRAME_HEIGHT = 280;

export const frameBox = { display: 'block', width: FRAME_WIDTH, maxWidth: '100%', height: FRAME_HEIGHT, border: 1, borderColor: 'divider' } as const;
