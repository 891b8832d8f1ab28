package npuzzle.reference.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar's manifest, or "development build" when run from the class folders. */
final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String version = ReferenceCli.class.getPackage().getImplementationVersion();
        return new String[] {"reference " + (version == null ? "development build" : version)};
    }
}
