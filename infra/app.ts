import { createSchulappApp } from './create-app.js';

createSchulappApp().app.synth();
