# One struct per canonical class (io.serbench.model), same names and field names. The Java
# glue (CapnProtoStructs) writes and reads them field by field; capnp and capnpc-java generate
# the accessors at build time, nothing generated is committed.
#
# Skip: `keep` is ordinal @0 of every Skip struct and the reader struct SkipReader has only
# that field, so writer and reader agree on its pointer slot without placeholder fields (the
# writer is the reader's schema with nested fields appended, Cap'n Proto's own evolution rule).
# The writer sets `keep` after every nested struct, so its text is the last object in the
# message; the reader follows pointer 0 of the root struct to it and never touches the nested
# structs.
@0xd5a3b1c2e4f60718;

using Java = import "/java.capnp";
$Java.package("io.serbench.codec.capnproto.gen");
$Java.outerClassname("Serbench");

struct Ints1 {
  field1 @0 :Int32;
}

struct Ints5 {
  field1 @0 :Int32;
  field2 @1 :Int32;
  field3 @2 :Int32;
  field4 @3 :Int32;
  field5 @4 :Int32;
}

struct Ints10 {
  field1 @0 :Int32;
  field2 @1 :Int32;
  field3 @2 :Int32;
  field4 @3 :Int32;
  field5 @4 :Int32;
  field6 @5 :Int32;
  field7 @6 :Int32;
  field8 @7 :Int32;
  field9 @8 :Int32;
  field10 @9 :Int32;
}

struct Doubles1 {
  field1 @0 :Float64;
}

struct Doubles5 {
  field1 @0 :Float64;
  field2 @1 :Float64;
  field3 @2 :Float64;
  field4 @3 :Float64;
  field5 @4 :Float64;
}

struct Doubles10 {
  field1 @0 :Float64;
  field2 @1 :Float64;
  field3 @2 :Float64;
  field4 @3 :Float64;
  field5 @4 :Float64;
  field6 @5 :Float64;
  field7 @6 :Float64;
  field8 @7 :Float64;
  field9 @8 :Float64;
  field10 @9 :Float64;
}

# object and string scenarios share these (short vs 160-char values)

struct Strings1 {
  field1 @0 :Text;
}

struct Strings5 {
  field1 @0 :Text;
  field2 @1 :Text;
  field3 @2 :Text;
  field4 @3 :Text;
  field5 @4 :Text;
}

struct Strings10 {
  field1 @0 :Text;
  field2 @1 :Text;
  field3 @2 :Text;
  field4 @3 :Text;
  field5 @4 :Text;
  field6 @5 :Text;
  field7 @6 :Text;
  field8 @7 :Text;
  field9 @8 :Text;
  field10 @9 :Text;
}

struct IntLists1 {
  field1 @0 :List(Int32);
}

struct IntLists5 {
  field1 @0 :List(Int32);
  field2 @1 :List(Int32);
  field3 @2 :List(Int32);
  field4 @3 :List(Int32);
  field5 @4 :List(Int32);
}

struct IntLists10 {
  field1 @0 :List(Int32);
  field2 @1 :List(Int32);
  field3 @2 :List(Int32);
  field4 @3 :List(Int32);
  field5 @4 :List(Int32);
  field6 @5 :List(Int32);
  field7 @6 :List(Int32);
  field8 @7 :List(Int32);
  field9 @8 :List(Int32);
  field10 @9 :List(Int32);
}

struct DoubleLists1 {
  field1 @0 :List(Float64);
}

struct DoubleLists5 {
  field1 @0 :List(Float64);
  field2 @1 :List(Float64);
  field3 @2 :List(Float64);
  field4 @3 :List(Float64);
  field5 @4 :List(Float64);
}

struct DoubleLists10 {
  field1 @0 :List(Float64);
  field2 @1 :List(Float64);
  field3 @2 :List(Float64);
  field4 @3 :List(Float64);
  field5 @4 :List(Float64);
  field6 @5 :List(Float64);
  field7 @6 :List(Float64);
  field8 @7 :List(Float64);
  field9 @8 :List(Float64);
  field10 @9 :List(Float64);
}

struct Item {
  field1 @0 :Text;
}

struct ItemLists1 {
  field1 @0 :List(Item);
}

struct ItemLists5 {
  field1 @0 :List(Item);
  field2 @1 :List(Item);
  field3 @2 :List(Item);
  field4 @3 :List(Item);
  field5 @4 :List(Item);
}

struct ItemLists10 {
  field1 @0 :List(Item);
  field2 @1 :List(Item);
  field3 @2 :List(Item);
  field4 @3 :List(Item);
  field5 @4 :List(Item);
  field6 @5 :List(Item);
  field7 @6 :List(Item);
  field8 @7 :List(Item);
  field9 @8 :List(Item);
  field10 @9 :List(Item);
}

struct Nested {
  names @0 :List(Text);
  value @1 :Int32;
}

struct Skip1 {
  keep @0 :Text;
  field1 @1 :Nested;
}

struct Skip5 {
  keep @0 :Text;
  field1 @1 :Nested;
  field2 @2 :Nested;
  field3 @3 :Nested;
  field4 @4 :Nested;
  field5 @5 :Nested;
}

struct Skip10 {
  keep @0 :Text;
  field1 @1 :Nested;
  field2 @2 :Nested;
  field3 @3 :Nested;
  field4 @4 :Nested;
  field5 @5 :Nested;
  field6 @6 :Nested;
  field7 @7 :Nested;
  field8 @8 :Nested;
  field9 @9 :Nested;
  field10 @10 :Nested;
}

# Reader side of skip: only `keep`, in the writers' slot (@0).
struct SkipReader {
  keep @0 :Text;
}

# Media: the enums are Cap'n Proto enums; an absent string is a null pointer (hasTitle() is
# false); bitrate is an unnamed union whose first member, noBitrate (the default, discriminant
# 0), means absent, so a new struct has no bitrate until setBitrate() is called.

enum Player {
  java @0;
  flash @1;
}

enum ImageSize {
  small @0;
  large @1;
}

struct Media {
  uri @0 :Text;
  title @1 :Text;
  width @2 :Int32;
  height @3 :Int32;
  format @4 :Text;
  duration @5 :Int64;
  size @6 :Int64;
  union {
    noBitrate @7 :Void;
    bitrate @8 :Int32;
  }
  persons @9 :List(Text);
  player @10 :Player;
  copyright @11 :Text;
}

struct Image {
  uri @0 :Text;
  title @1 :Text;
  width @2 :Int32;
  height @3 :Int32;
  size @4 :ImageSize;
}

struct MediaContent {
  media @0 :Media;
  images @1 :List(Image);
}
