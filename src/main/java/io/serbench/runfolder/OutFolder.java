package io.serbench.runfolder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The check every folder the suite's tools write into passes first. */
public final class OutFolder {
    private OutFolder() {
    }

    /**
     * Refuses an out folder that is a symbolic link, or lies under one inside the working
     * directory (e.g. a results folder that links elsewhere): the report would be written
     * somewhere other than the path says. Above the working directory, system links (such as
     * /tmp on some systems) are none of the report's business, so only the folder itself counts
     * there.
     */
    public static void refuseRedirected(Path dir, String what) throws BadInputException {
        Path cwd = Path.of("").toAbsolutePath().normalize();
        boolean insideCwd = dir.startsWith(cwd) && !dir.equals(cwd);
        for (Path p = dir; p != null; p = p.getParent()) {
            if (Files.isSymbolicLink(p)) {
                String target;
                try {
                    target = String.valueOf(Files.readSymbolicLink(p));
                } catch (IOException e) {
                    target = "?";
                }
                throw new BadInputException(what + (p.equals(dir) ? " is" : " is under " + p + ", which is")
                        + " a symbolic link (to " + target + "): refusing to write where it points; pass a real folder");
            }
            if (!insideCwd || p.getParent() == null || p.getParent().equals(cwd)) {
                break;
            }
        }
    }
}
