import { describePipelineProperties } from './pipeline-properties.js';

describePipelineProperties('en');
