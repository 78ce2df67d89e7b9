import { ConfigurationSchema } from '@jbrowse/core/configuration';
import Plugin from '@jbrowse/core/Plugin';
import type PluginManager from '@jbrowse/core/PluginManager';
import AdapterType from '@jbrowse/core/pluggableElementTypes/AdapterType';
import { PortalFeatureAdapter, PortalRefNameAliasAdapter, PortalSequenceAdapter } from './portalAdapters';

/** The JBrowse plugin of the portal's genome API: its feature, sequence and chromosome-name adapters. */
export class PortalGenomePlugin extends Plugin {
  name = 'PortalGenomePlugin';

  install(pluginManager: PluginManager) {
    const adapter = (name: string, AdapterClass: unknown, slots: Parameters<typeof ConfigurationSchema>[1] = {}) =>
      pluginManager.addAdapterType(
        () =>
          new AdapterType({
            name,
            configSchema: ConfigurationSchema(name, slots, { explicitlyTyped: true }),
            adapterMetadata: { hiddenFromGUI: true },
            AdapterClass: AdapterClass as never,
          }),
      );
    // JBrowse stores a configuration equal to its defaults as {}, dropping its adapter type with it: so no slot's
    // default is a value the portal configures.
    const assembly = { type: 'string', defaultValue: '', description: 'The assembly read (TAIR10)' };
    adapter('PortalFeatureAdapter', PortalFeatureAdapter, {
      track: { type: 'string', defaultValue: '', description: 'The genome API track (contracts/genome/features.ts)' },
    });
    adapter('PortalSequenceAdapter', PortalSequenceAdapter, { assembly });
    adapter('PortalRefNameAliasAdapter', PortalRefNameAliasAdapter, { assembly });
  }
}
