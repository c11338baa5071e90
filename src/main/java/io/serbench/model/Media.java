package io.serbench.model;

import java.util.List;

/**
 * The media of a {@link MediaContent}. {@code title}, {@code bitrate} and {@code copyright} may be
 * absent (null): each format writes absence its own idiomatic way (optional fields, unset
 * presence bits, omitted keys or nulls), as its codec says.
 */
public final class Media {
    public String uri;
    /** May be absent. */
    public String title;
    public int width;
    public int height;
    public String format;
    /** Duration in milliseconds (a long, as in the original shape). */
    public long duration;
    /** Size in bytes; beyond int range in some pool instances, so a codec that truncates it fails verification. */
    public long size;
    /** Bits per second; may be absent. */
    public Integer bitrate;
    /** Never null, may be empty. */
    public List<String> persons;
    public Player player;
    /** May be absent. */
    public String copyright;
}
