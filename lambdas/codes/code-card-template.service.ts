import type { CodeCardTemplate } from '../../shared/schemas/code-export.schema.js';
import { codeCardTemplateEntity } from './code-card-template.entity.js';

/** The cards' text until the school sets its own. */
export const defaultCodeCardTemplate: CodeCardTemplate = {
  heading: 'Dein Zugang zur Schulapp',
  intro: 'Mit diesem Aktivierungscode legst du dein Konto an. Bewahre den Code sicher auf und gib ihn nicht weiter.',
};

export const getCodeCardTemplate = async (schoolId: string): Promise<CodeCardTemplate> => {
  const { data } = await codeCardTemplateEntity.get({ schoolId }).go();
  return data ? { heading: data.heading, intro: data.intro } : defaultCodeCardTemplate;
};

export const saveCodeCardTemplate = async (schoolId: string, template: CodeCardTemplate): Promise<CodeCardTemplate> => {
  await codeCardTemplateEntity.put({ schoolId, ...template, updatedAt: new Date().toISOString() }).go();
  return template;
};
