import { z } from 'zod';

export const notificationTypeSchema = z.enum(['info', 'attention', 'important', 'emergency', 'sent']);
export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
