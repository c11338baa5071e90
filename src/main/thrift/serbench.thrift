// One struct per canonical class (io.serbench.model), same names and field names, so the
// setup-only converters in ThriftCodec can map them by name. Field ids are 1..N in order;
// in the skip structs `keep` has id 15 everywhere and is declared last, and the generated
// write() emits fields in declaration order, so `keep` is the last field on the wire and the
// reader (SkipReader, only id 15) must skip every nested struct before it.
// Default requiredness: primitives are always written, like every other library here.
namespace java io.serbench.codec.thrift.gen

struct Ints1 {
  1: i32 field1
}

struct Ints5 {
  1: i32 field1
  2: i32 field2
  3: i32 field3
  4: i32 field4
  5: i32 field5
}

struct Ints10 {
  1: i32 field1
  2: i32 field2
  3: i32 field3
  4: i32 field4
  5: i32 field5
  6: i32 field6
  7: i32 field7
  8: i32 field8
  9: i32 field9
  10: i32 field10
}

struct Doubles1 {
  1: double field1
}

struct Doubles5 {
  1: double field1
  2: double field2
  3: double field3
  4: double field4
  5: double field5
}

struct Doubles10 {
  1: double field1
  2: double field2
  3: double field3
  4: double field4
  5: double field5
  6: double field6
  7: double field7
  8: double field8
  9: double field9
  10: double field10
}

// object and string scenarios share these (short vs 160-char values)

struct Strings1 {
  1: string field1
}

struct Strings5 {
  1: string field1
  2: string field2
  3: string field3
  4: string field4
  5: string field5
}

struct Strings10 {
  1: string field1
  2: string field2
  3: string field3
  4: string field4
  5: string field5
  6: string field6
  7: string field7
  8: string field8
  9: string field9
  10: string field10
}

struct IntLists1 {
  1: list<i32> field1
}

struct IntLists5 {
  1: list<i32> field1
  2: list<i32> field2
  3: list<i32> field3
  4: list<i32> field4
  5: list<i32> field5
}

struct IntLists10 {
  1: list<i32> field1
  2: list<i32> field2
  3: list<i32> field3
  4: list<i32> field4
  5: list<i32> field5
  6: list<i32> field6
  7: list<i32> field7
  8: list<i32> field8
  9: list<i32> field9
  10: list<i32> field10
}

struct DoubleLists1 {
  1: list<double> field1
}

struct DoubleLists5 {
  1: list<double> field1
  2: list<double> field2
  3: list<double> field3
  4: list<double> field4
  5: list<double> field5
}

struct DoubleLists10 {
  1: list<double> field1
  2: list<double> field2
  3: list<double> field3
  4: list<double> field4
  5: list<double> field5
  6: list<double> field6
  7: list<double> field7
  8: list<double> field8
  9: list<double> field9
  10: list<double> field10
}

struct Item {
  1: string field1
}

struct ItemLists1 {
  1: list<Item> field1
}

struct ItemLists5 {
  1: list<Item> field1
  2: list<Item> field2
  3: list<Item> field3
  4: list<Item> field4
  5: list<Item> field5
}

struct ItemLists10 {
  1: list<Item> field1
  2: list<Item> field2
  3: list<Item> field3
  4: list<Item> field4
  5: list<Item> field5
  6: list<Item> field6
  7: list<Item> field7
  8: list<Item> field8
  9: list<Item> field9
  10: list<Item> field10
}

struct Nested {
  1: list<string> names
  2: i32 value
}

struct Skip1 {
  1: Nested field1
  15: string keep
}

struct Skip5 {
  1: Nested field1
  2: Nested field2
  3: Nested field3
  4: Nested field4
  5: Nested field5
  15: string keep
}

struct Skip10 {
  1: Nested field1
  2: Nested field2
  3: Nested field3
  4: Nested field4
  5: Nested field5
  6: Nested field6
  7: Nested field7
  8: Nested field8
  9: Nested field9
  10: Nested field10
  15: string keep
}

// Reader side of skip: only `keep`, with the writers' field id.
struct SkipReader {
  15: string keep
}

// media scenario: thrift enums with the canonical names and ordinals; the absent fields are
// `optional`, written only when set (isSet), read back as unset.

enum Player {
  JAVA = 0
  FLASH = 1
}

enum ImageSize {
  SMALL = 0
  LARGE = 1
}

struct Image {
  1: string uri
  2: optional string title
  3: i32 width
  4: i32 height
  5: ImageSize size
}

struct Media {
  1: string uri
  2: optional string title
  3: i32 width
  4: i32 height
  5: string format
  6: i64 duration
  7: i64 size
  8: optional i32 bitrate
  9: list<string> persons
  10: Player player
  11: optional string copyright
}

struct MediaContent {
  1: Media media
  2: list<Image> images
}
